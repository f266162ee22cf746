import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { prepareShare } from '../../contracts/share/shareEndpoints';
import type { ShareSubject } from '../../contracts/share';
import { useApiMutation } from '../api';
import { appLog } from '../debug/appLog';
import { isLanguage } from '../i18n/languages';
import { shareDriver } from '../telegram/sharing';

/** How a share went: sent as the prepared message, handed to Telegram's share link, or opened in the story editor. */
export type ShareOutcome = 'message' | 'link' | 'story';

/**
 * Sharing a battle, a replay or the invitation into Telegram, inside the mini-app: the server prepares the message
 * (POST /api/share/prepare), then the client sends it with shareMessage (8.0+), else opens Telegram's t.me/share link
 * with the same link and caption; `story` opens the story editor with the 9:16 picture and a widget link back
 * (7.8+). `available` is false outside Telegram (the screens keep their web share or copy buttons there).
 */
export function useShareIntoTelegram() {
  const { i18n } = useTranslation();
  const prepare = useApiMutation(prepareShare);
  const driver = shareDriver();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const run = useCallback(
    async (subject: ShareSubject, as: 'chat' | 'story'): Promise<ShareOutcome | null> => {
      if (!driver) return null;
      const prepared = await prepare.mutateAsync({ body: { subject, language: isLanguage(language) ? language : 'en' } });
      if (as === 'story') {
        if (!driver.shareStory) return null;
        driver.shareStory(prepared.story.imageUrl, { text: prepared.story.text, widgetLink: { url: prepared.link, name: prepared.story.widgetName } });
        return 'story';
      }
      if (driver.shareMessage) {
        try {
          await driver.shareMessage(prepared.preparedMessageId);
          return 'message';
        } catch (error) {
          // The player closed the chat picker, or the client refused the message: nothing was sent, nothing to undo.
          appLog('info', `telegram: prepared message not sent: ${String(error)}`);
          return null;
        }
      }
      driver.shareUrl(prepared.link, prepared.caption);
      return 'link';
    },
    [driver, prepare, language],
  );
  return { available: driver !== null, canStory: driver?.shareStory != null, run, pending: prepare.isPending, error: prepare.error, reset: prepare.reset };
}
