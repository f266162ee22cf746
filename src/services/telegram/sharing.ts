/** A story's widget link back into the game (Telegram shows it on the story). */
export interface StoryWidgetLink {
  url: string;
  name: string;
}

/**
 * The client's sharing calls as the Telegram shell hands them over (see startTelegram), each only where the client
 * has it: `shareMessage` (Bot API 8.0: sends a message the server prepared), `shareStory` (7.8: the story editor
 * with a picture and a widget link), and `shareUrl` (every supported client: Telegram's t.me/share/url chooser).
 */
export interface ShareDriver {
  shareMessage: ((preparedMessageId: string) => Promise<void>) | null;
  shareStory: ((mediaUrl: string, options: { text: string; widgetLink: StoryWidgetLink }) => void) | null;
  shareUrl: (url: string, text: string) => void;
}

let driver: ShareDriver | null = null;

/** Installs the client's sharing calls; without them (the web) the screens keep their copy and web-share buttons. */
export function setShareDriver(next: ShareDriver | null): void {
  driver = next;
}

/** The sharing calls of this Telegram client, or null outside Telegram. */
export function shareDriver(): ShareDriver | null {
  return driver;
}
