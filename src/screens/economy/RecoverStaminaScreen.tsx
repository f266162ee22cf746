import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../services/session/useMe';
import { useRecoverStamina } from '../../services/session/useRecoverStamina';
import { useCommitFeedback } from '../../services/telegram/useCommitFeedback';
import { errorText } from '../account/parts/errorText';
import { StaminaBuyButton } from '../main/StaminaBuyButton';
import { StaminaMeter } from '../main/StaminaMeter';

/** What the last purchase changed, from the server's before and after (a replay changes nothing). */
interface Receipt {
  stamina: number;
  coins: number;
  replayed: boolean;
}

/**
 * /recover-stamina (signed-in players): buy stamina with game coin (`useRecoverStamina` keeps the idempotency
 * key, so a retry after a lost answer is not charged twice).
 */
export default function RecoverStaminaScreen() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const buy = useRecoverStamina((answer, before) =>
    setReceipt({
      stamina: answer.stamina.current - before.stamina.current,
      coins: before.balances.game_coin - answer.balances.game_coin,
      replayed: answer.replayed,
    }),
  );
  useCommitFeedback(buy);
  const account = me.data;
  if (!account) return <p className="loading">{t('app.loading')}</p>;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <>
      <h1>{t('recoverStamina.title')}</h1>
      <p className="muted">{t('recoverStamina.intro')}</p>
      <p data-testid="offer">
        {t('recoverStamina.offer', {
          stamina: number.format(account.stamina.recovery.stamina),
          price: number.format(account.stamina.recovery.priceGameCoin),
        })}
      </p>
      <section className="card stack">
        <StaminaMeter view={account.stamina} />
        <p>
          {t('recoverStamina.gameCoin')}: <strong data-testid="game-coin">{number.format(account.balances.game_coin)}</strong>
        </p>
        {buy.isError ? (
          <p className="message error" role="alert">
            {errorText(buy.error, t)}
          </p>
        ) : null}
        {receipt ? (
          <p className="message ok" role="status">
            {t('recoverStamina.done', { stamina: receipt.stamina, coins: number.format(receipt.coins) })}
          </p>
        ) : null}
        <StaminaBuyButton view={account.stamina} pending={buy.isPending} onBuy={() => buy.mutate()} />
      </section>
    </>
  );
}
