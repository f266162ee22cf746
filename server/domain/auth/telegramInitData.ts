import { createHmac } from 'node:crypto';
import { constantTimeEqual } from './constantTimeEqual';
import { checkAuthDate, telegramUser, type TelegramAuthError, type TelegramFreshness, type TelegramUser } from './telegramUser';

/**
 * 24 hours, the common default (and @telegram-apps/init-data-node's): the mini-app exchanges initData for a
 * session cookie right after launch, but Telegram keeps the same initData when the web view reloads, so a long
 * open mini-app reloaded hours later must still get in. 60 s of future skew for clocks that run ahead.
 */
export const DEFAULT_MINI_APP_FRESHNESS: TelegramFreshness = { maxAgeSeconds: 24 * 60 * 60, maxFutureSkewSeconds: 60 };

/** Verified mini-app launch data. */
export interface TelegramInitData {
  user: TelegramUser;
  authDate: Date;
  queryId: string | null;
  startParam: string | null;
  chatType: string | null;
  chatInstance: string | null;
}

/** The data-check-string: every field but `hash`, as key=value, sorted by key, joined by line feeds. */
export function dataCheckString(fields: ReadonlyArray<readonly [string, string]>): string {
  return fields
    .filter(([key]) => key !== 'hash')
    .map(([key, value]) => `${key}=${value}`)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .join('\n');
}

/** secret_key = HMAC-SHA256(key "WebAppData", message bot_token), per Telegram's mini-app docs. */
export function miniAppSecretKey(botToken: string): Buffer {
  return createHmac('sha256', 'WebAppData').update(botToken, 'utf8').digest();
}

/**
 * Validates a Telegram mini-app `initData` string exactly per "Validating data received via the Mini App"
 * (core.telegram.org/bots/webapps): hash = hex(HMAC-SHA256(secret_key, data-check-string)), compared in
 * constant time. The `signature` field (Telegram's Ed25519 third-party signature, added in Bot API 8.0) stays in
 * the data-check-string: only `hash` is excluded. The signature is checked before any field is trusted; then
 * auth_date must fall in the freshness window and `user` must be a well-formed user object.
 */
export function validateTelegramInitData(
  initData: string,
  botToken: string,
  now: Date,
  freshness: TelegramFreshness = DEFAULT_MINI_APP_FRESHNESS,
): { ok: true; data: TelegramInitData } | { ok: false; error: TelegramAuthError } {
  if (!botToken) return { ok: false, error: 'not_configured' };
  let fields: Array<[string, string]>;
  try {
    fields = [...new URLSearchParams(initData.startsWith('?') ? initData.slice(1) : initData)];
  } catch {
    return { ok: false, error: 'malformed' };
  }
  const keys = fields.map(([k]) => k);
  // A repeated key would make "which value was signed" ambiguous between us and Telegram: refuse it.
  if (new Set(keys).size !== keys.length || keys.some((k) => k === '')) return { ok: false, error: 'malformed' };
  const map = new Map(fields);
  const hash = map.get('hash');
  if (!hash) return { ok: false, error: 'missing_hash' };
  const expected = createHmac('sha256', miniAppSecretKey(botToken)).update(dataCheckString(fields), 'utf8').digest('hex');
  if (!constantTimeEqual(expected, hash.toLowerCase())) return { ok: false, error: 'bad_signature' };

  const date = checkAuthDate(map.get('auth_date'), now, freshness);
  if (!date.ok) return date;
  const userText = map.get('user');
  if (userText === undefined) return { ok: false, error: 'malformed_user' };
  let userJson: unknown;
  try {
    userJson = JSON.parse(userText);
  } catch {
    return { ok: false, error: 'malformed_user' };
  }
  const user = telegramUser.safeParse(userJson);
  if (!user.success) return { ok: false, error: 'malformed_user' };
  return {
    ok: true,
    data: {
      user: user.data,
      authDate: date.authDate,
      queryId: map.get('query_id') ?? null,
      startParam: map.get('start_param') ?? null,
      chatType: map.get('chat_type') ?? null,
      chatInstance: map.get('chat_instance') ?? null,
    },
  };
}
