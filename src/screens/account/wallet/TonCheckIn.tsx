import { UserRejectsError, useTonConnectUI } from '@tonconnect/ui-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TonCheckInResult } from '../../../contracts/wallets/tonCheckIn';
import { isApiError } from '../../../services/api/apiError';
import { useCheckInWithTon, useTonCheckInStatus } from '../../../services/wallets/ton/tonCheckIn';
import { TON_CHECK_IN_ANCHOR } from '../../../services/wallets/ton/tonCheckInAnchor';
import { WalletError } from './WalletError';

type Phase =
  | { step: 'ready' }
  | { step: 'signing' }
  | { step: 'done'; result: TonCheckInResult }
  | { step: 'already'; nextAt: string }
  | { step: 'cancelled' }
  | { step: 'failed'; error: unknown };

/** When the next check-in opens (the server's next UTC midnight), in the player's locale and time zone. */
function nextOpening(nextAt: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(nextAt));
}

/**
 * The daily TON check-in (docs/WALLETS.md): the connected, linked wallet signs today's text with TON Connect's
 * signData (the library's confirm, "Data signed" and "Sign data canceled" modals show the wallet's side), the
 * server verifies the signature and credits the reward once per UTC day; the header's balance follows.
 */
export function TonCheckIn() {
  const { t, i18n } = useTranslation('wallet');
  const [ui] = useTonConnectUI();
  const status = useTonCheckInStatus();
  const checkInWithTon = useCheckInWithTon(ui);
  const [phase, setPhase] = useState<Phase>({ step: 'ready' });
  const card = useRef<HTMLDivElement>(null);
  const loaded = status.data !== undefined;
  useEffect(() => {
    // Opened from the lobby's check-in pill: bring the card into view once it has something to show.
    if (loaded && window.location.hash === `#${TON_CHECK_IN_ANCHOR}`) card.current?.scrollIntoView({ block: 'center' });
  }, [loaded]);
  if (!status.data) return null;
  const reward = status.data.reward.amount;
  const shown: Phase = phase.step === 'ready' && status.data.checkedIn ? { step: 'already', nextAt: status.data.nextAt } : phase;

  const checkIn = async () => {
    setPhase({ step: 'signing' });
    try {
      const result = await checkInWithTon();
      setPhase({ step: 'done', result });
    } catch (error) {
      if (error instanceof UserRejectsError) setPhase({ step: 'cancelled' });
      else if (isApiError(error) && error.reason === 'ton_check_in_done') setPhase({ step: 'already', nextAt: String(error.params?.nextAt ?? '') });
      else setPhase({ step: 'failed', error });
    }
  };

  return (
    <div className="ton-check-in" id={TON_CHECK_IN_ANCHOR} data-testid={TON_CHECK_IN_ANCHOR} ref={card}>
      <h3>{t('ton.checkIn.title')}</h3>
      {shown.step === 'done' ? (
        <p className="wallet-status ok ton-check-in-reward" role="status">
          {t('ton.checkIn.credited', { count: shown.result.reward.amount, amount: shown.result.reward.amount })}
        </p>
      ) : shown.step === 'already' ? (
        <p className="wallet-status" role="status">{shown.nextAt ? t('ton.checkIn.already', { next: nextOpening(shown.nextAt, i18n.resolvedLanguage) }) : t('ton.checkIn.alreadyToday')}</p>
      ) : (
        <>
          <p className="muted">{t('ton.checkIn.body', { count: reward, amount: reward })}</p>
          {phase.step === 'cancelled' ? <p className="message" role="status">{t('ton.checkIn.cancelled')}</p> : null}
          {phase.step === 'failed' ? (
            <WalletError error={phase.error} onRetry={() => void checkIn()} />
          ) : (
            <button type="button" className="button primary" disabled={phase.step === 'signing'} onClick={() => void checkIn()}>
              {phase.step === 'signing' ? t('ton.checkIn.signing') : t('ton.checkIn.action', { count: reward, amount: reward })}
            </button>
          )}
        </>
      )}
    </div>
  );
}
