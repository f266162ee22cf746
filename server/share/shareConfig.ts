import { botApiBaseUrlFromEnv } from '../adapters/telegramBotApi';

/** The bot that prepares shared messages and whose mini-app their buttons open (docs/CLIENT.md, "Sharing"). */
export interface ShareConfig {
  botToken: string;
  /** Bot API base URL (https://api.telegram.org; a local stand-in in tests). */
  apiBaseUrl: string;
  /** The bot's username: links are `https://t.me/<username>?startapp=<parameter>` (its main Mini App). */
  botUsername: string;
}

/** TELEGRAM_BOT_TOKEN + TELEGRAM_BOT_USERNAME (with TELEGRAM_BOT_API_URL) enable sharing into Telegram; null without both. */
export function shareConfigFromEnv(env: Record<string, string | undefined>): ShareConfig | null {
  const botToken = env.TELEGRAM_BOT_TOKEN?.trim() ?? '';
  const botUsername = env.TELEGRAM_BOT_USERNAME?.trim().replace(/^@/, '') ?? '';
  return botToken && botUsername ? { botToken, botUsername, apiBaseUrl: botApiBaseUrlFromEnv(env) } : null;
}
