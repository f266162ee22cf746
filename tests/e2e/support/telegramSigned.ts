import { createHash, createHmac } from 'node:crypto';

/** Bot token the Telegram account tests configure on their own server (a made-up one: nothing calls Telegram). */
export const TEST_BOT_TOKEN = '123456789:AAtest-token-for-browser-tests_0123456';
/** Bot username for the Login Widget in those tests. */
export const TEST_BOT_USERNAME = 'tcg_test_bot';

/** A Telegram user as the client reports it. */
export interface TelegramTestUser {
  id: number;
  first_name: string;
  username?: string;
}

/**
 * Mini-app initData signed the way the Telegram client signs it (core.telegram.org/bots/webapps, "Validating
 * data received via the Mini App"): secret = HMAC_SHA256("WebAppData", token), hash = HMAC_SHA256(secret,
 * data-check-string of the sorted key=value lines).
 */
export function signedInitData(user: TelegramTestUser, authDate = Math.floor(Date.now() / 1000), token = TEST_BOT_TOKEN): string {
  // `signature` (Telegram's Ed25519 third-party signature) is part of the signed string; the SDK requires it.
  const fields: Record<string, string> = { auth_date: String(authDate), query_id: 'AAHtest', signature: 'test-signature', user: JSON.stringify(user) };
  const dataCheck = Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`).join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(token).digest();
  const hash = createHmac('sha256', secret).update(dataCheck).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

/** Login Widget data signed as Telegram signs it ("Checking authorization"): secret = SHA256(token). */
export function signedWidgetData(user: TelegramTestUser, authDate = Math.floor(Date.now() / 1000), token = TEST_BOT_TOKEN): Record<string, string | number> {
  const fields: Record<string, string | number> = { ...user, auth_date: authDate };
  const dataCheck = Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`).join('\n');
  const secret = createHash('sha256').update(token).digest();
  const hash = createHmac('sha256', secret).update(dataCheck).digest('hex');
  return { ...fields, hash };
}
