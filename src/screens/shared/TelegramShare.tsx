import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareSubject } from '../../contracts/share';
import { useShareIntoTelegram, type ShareOutcome } from '../../services/share/useShareIntoTelegram';
import { refusalText } from './refusalText';

/**
 * "Share in Telegram" and "Share to story" for a battle, a replay or the invitation, inside the mini-app (the story
 * button only on clients with stories, 7.8+). Renders nothing outside Telegram: the screen's own links stay.
 */
export function TelegramShare({ subject }: { subject: ShareSubject }) {
  const { t } = useTranslation('share');
  const share = useShareIntoTelegram();
  const [done, setDone] = useState<ShareOutcome | null>(null);
  if (!share.available) return null;
  const go = (as: 'chat' | 'story') => {
    setDone(null);
    share.run(subject, as).then(setDone, () => undefined);
  };
  return (
    <div className="telegram-share stack" data-testid="telegram-share">
      <div className="row">
        <button type="button" className="button" disabled={share.pending} onClick={() => go('chat')} data-testid="share-telegram">
          {share.pending ? t('preparing') : t('telegram')}
        </button>
        {share.canStory ? (
          <button type="button" className="button secondary" disabled={share.pending} onClick={() => go('story')} data-testid="share-story">
            {t('story')}
          </button>
        ) : null}
      </div>
      {done ? <p className="small muted" role="status">{t(`done.${done}`)}</p> : null}
      {share.error ? <p className="message error small" role="alert">{refusalText(share.error, t, ['share'])}</p> : null}
    </div>
  );
}
