import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { levelUpCost } from '../../content';
import { RULES, type Rarity } from '../../engine';
import type { OwnedCard } from '../../contracts/cards/ownedCard';
import { playUiSound } from '../../services/audio/uiSound';
import { useLevelUpCard } from '../../services/cards';
import { useMe } from '../../services/session/useMe';
import { useCommitFeedback } from '../../services/telegram/useCommitFeedback';
import { refusalText } from '../shared/refusalText';
import { ConfirmStep } from './ConfirmStep';

/**
 * Level-up of one copy: the cost (fragments and game coin, from content) and what the player holds, shown
 * before anything is paid; a first press asks to confirm, the second pays. One idempotency key per confirmed
 * press, so a retry after a lost answer is not charged twice.
 */
export function LevelUpPanel({ copy, rarity, onLevelled }: { copy: OwnedCard; rarity: Rarity; onLevelled: (level: number) => void }) {
  const { t, i18n } = useTranslation(['cards', 'ui']);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const me = useMe();
  const [confirming, setConfirming] = useState(false);
  const levelUp = useLevelUpCard((level) => {
    setConfirming(false);
    playUiSound('star');
    onLevelled(level);
  });
  useCommitFeedback(levelUp);
  const cost = levelUpCost(rarity, copy.level);
  if (!cost || copy.level >= RULES.level.max) return <p className="message ok">{t('cards:levelUp.max')}</p>;
  const balances = me.data?.balances;
  const short = balances ? balances.fragments < cost.fragments || balances.game_coin < cost.gameCoin : false;
  const listed = copy.lockedBy === 'market';
  return (
    <section className="level-up" aria-label={t('cards:levelUp.title')}>
      <h3>{t('cards:levelUp.title')}</h3>
      <p data-testid="level-up-cost">
        {t('cards:levelUp.cost', { level: copy.level + 1, fragments: number.format(cost.fragments), coin: number.format(cost.gameCoin) })}
      </p>
      {balances ? (
        <p className="small muted">
          {t('cards:levelUp.youHave', { fragments: number.format(balances.fragments), coin: number.format(balances.game_coin) })}
        </p>
      ) : null}
      {short ? <p className="message error">{t('cards:levelUp.short')}</p> : null}
      {listed ? <p className="message error">{t('cards:refusals.card_listed')}</p> : null}
      {levelUp.isError ? (
        <p className="message error" role="alert">
          {refusalText(levelUp.error, t, ['cards', 'ui'])}
        </p>
      ) : null}
      <ConfirmStep
        confirming={confirming}
        pending={levelUp.isPending}
        askLabel={t('cards:levelUp.action', { level: copy.level + 1 })}
        confirmLabel={t('cards:levelUp.confirm', { fragments: number.format(cost.fragments), coin: number.format(cost.gameCoin) })}
        pendingLabel={t('cards:levelUp.paying')}
        cancelLabel={t('cards:common.cancel')}
        disabled={short || listed}
        onAsk={() => setConfirming(true)}
        onConfirm={() => levelUp.mutate({ params: { instanceId: copy.instanceId }, body: {} })}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
