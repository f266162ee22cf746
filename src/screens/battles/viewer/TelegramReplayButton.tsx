import { useTranslation } from 'react-i18next';
import type { ShareSubject } from '../../../contracts/share';
import { useShareIntoTelegram } from '../../../services/share/useShareIntoTelegram';
import { refusalText } from '../../shared/refusalText';
import { ViewerIcon } from './ViewerIcon';

/**
 * The viewer header's "Share in Telegram" (inside the mini-app): the server prepares the message, Telegram sends it.
 * Its own chunk, loaded by ReplayShare only inside Telegram, as it brings the API client into the battle route.
 */
export default function TelegramReplayButton({ subject, ready }: { subject: ShareSubject; ready: boolean }) {
  const { t } = useTranslation(['battle', 'share']);
  const telegram = useShareIntoTelegram();
  return (
    <button type="button" className="control-button" aria-label={t('share:telegram')} title={telegram.error ? refusalText(telegram.error, t, ['share']) : t('share:telegram')} disabled={!ready || telegram.pending} data-testid="share-telegram" onClick={() => void telegram.run(subject, 'chat').catch(() => undefined)}>
      <ViewerIcon name="share" />
    </button>
  );
}
