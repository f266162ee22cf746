import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleInputData } from '../../../contracts/battles';
import { encodeReplay, replayPath } from '../../../contracts/replay';
import { shareDriver } from '../../../services/telegram/sharing';
import { battlePath } from '../battlePath';
import { ViewerIcon } from './ViewerIcon';

const TelegramReplayButton = lazy(() => import('./TelegramReplayButton'));

/**
 * The replay's identity and its share link (a server battle's `?id=` link, else the replay code). Until the worker has played the battle to the end the hash is
 * unknown ("checking"); then the link carries it, so whoever opens it gets the same battle, verified. Inside the
 * Telegram mini-app, once verified, Share sends a prepared message into a chat (the story button waits under the ended
 * battle: the header has no room for a fifth control on a phone); on the web it copies the link. Memoised: the viewer re-renders as playback moves,
 * and encoding the replay each time was work for an unchanged link.
 */
export const ReplayShare = memo(function ReplayShare({ input, hash, verified, battleId }: { input: BattleInputData; hash: string | null; verified: boolean; battleId?: string }) {
  const inTelegram = shareDriver() !== null;
  // Only the viewer's own namespace here: asking for `share` suspended the whole viewer, the canvas with it, on a
  // second round trip (on the web for a file it never used; inside Telegram, whose shell can start after the viewer
  // mounted, it hid a viewer already shown). The Telegram button asks for it inside its own Suspense.
  const { t } = useTranslation('battle');
  const [copied, setCopied] = useState(false);
  const code = useMemo(() => encodeReplay(input, hash), [input, hash]);
  // A stored server battle is shared by its id (the page loads it, re-runs and verifies it against the record).
  const url = useMemo(() => `${window.location.origin}${battleId ? battlePath(battleId) : replayPath(code)}`, [code, battleId]);
  // Telegram shares the replay code (with its hash): the server re-runs it before it prepares the message.
  const subject = { kind: 'replay', code } as const;
  const ready = hash !== null && verified;
  return (
    <div className="replay-share">
      {/* The badge shows the hash's first 8 digits (a long Russian "verified" cut the 16 on a phone); the title has it whole. */}
      <span className={`hash-badge${hash ? (verified ? ' verified' : ' mismatch') : ''}`} data-hash={hash ?? ''} data-verified={hash ? String(verified) : ''} title={hash ?? undefined}>
        {hash === null ? t('verify.checking') : verified ? t('verify.verified', { hash: hash.slice(0, 8) }) : t('verify.mismatch', { hash: hash.slice(0, 8) })}
      </span>
      {inTelegram ? (
        <Suspense fallback={<button type="button" className="control-button" aria-hidden="true" tabIndex={-1} disabled><ViewerIcon name="share" /></button>}>
          <TelegramShareSlot subject={subject} ready={ready} />
        </Suspense>
      ) : (
        <button
          type="button"
          className="control-button"
          aria-label={copied ? t('share.copied') : t('share.copy')}
          title={copied ? t('share.copied') : t('share.copy')}
          data-share-url={url}
          onClick={() => {
            // Without the clipboard API (an insecure page, an old webview) the link is offered to copy by hand.
            if (!navigator.clipboard) window.prompt(t('share.copy'), url);
            else void navigator.clipboard.writeText(url).then(() => setCopied(true), () => window.prompt(t('share.copy'), url));
          }}
        >
          <ViewerIcon name="share" />
        </button>
      )}
    </div>
  );
});

/**
 * The Telegram share button with its own words: its namespace and chunk load inside the caller's Suspense (a disabled
 * placeholder meanwhile), never suspending the viewer around it.
 */
function TelegramShareSlot({ subject, ready }: { subject: { kind: 'replay'; code: string }; ready: boolean }) {
  const { t } = useTranslation('share');
  return (
    <Suspense fallback={<button type="button" className="control-button" aria-label={t('telegram')} disabled><ViewerIcon name="share" /></button>}>
      <TelegramReplayButton subject={subject} ready={ready} />
    </Suspense>
  );
}
