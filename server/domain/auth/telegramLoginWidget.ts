import { createHash, createHmac } from 'node:crypto';
import { constantTimeEqual } from './constantTimeEqual';
import { dataCheckString } from './telegramInitData';
import { checkAuthDate, telegramUser, type TelegramAuthError, type TelegramFreshness, type TelegramUser } from './telegramUser';

/**
 * 1 hour: the widget produces its data at the moment the player presses "Log in with Telegram" and the page
 * posts it straight away, so a shorter window than the mini-app's narrows replay without hurting anyone.
 */
export const DEFAULT_WIDGET_FRESHNESS: TelegramFreshness = { maxAgeSeconds: 60 * 60, maxFutureSkewSeconds: 60 };

/**
 * Validates the Telegram Login Widget's data per core.telegram.org/widgets/login ("Checking authorization"):
 * the same data-check-string as the mini-app, but secret_key = SHA256(bot_token) (not the WebAppData HMAC), so
 * mini-app initData cannot be replayed here or the other way round. Every received field except `hash` is
 * signed, including fields this code does not know.
 */
export function validateTelegramLoginWidget(
  authData: Readonly<Record<string, string | number>>,
  botToken: string,
  now: Date,
  freshness: TelegramFreshness = DEFAULT_WIDGET_FRESHNESS,
): { ok: true; user: TelegramUser; authDate: Date } | { ok: false; error: TelegramAuthError } {
  if (!botToken) return { ok: false, error: 'not_configured' };
  const fields = Object.entries(authData).map(([k, v]) => [k, String(v)] as const);
  const hash = authData.hash;
  if (typeof hash !== 'string' || hash === '') return { ok: false, error: 'missing_hash' };
  const secret = createHash('sha256').update(botToken, 'utf8').digest();
  const expected = createHmac('sha256', secret).update(dataCheckString(fields), 'utf8').digest('hex');
  if (!constantTimeEqual(expected, hash.toLowerCase())) return { ok: false, error: 'bad_signature' };

  const date = checkAuthDate(String(authData.auth_date ?? ''), now, freshness);
  if (!date.ok) return date;
  const user = telegramUser.safeParse({
    id: typeof authData.id === 'string' && /^\d+$/.test(authData.id) ? Number(authData.id) : authData.id,
    first_name: authData.first_name,
    last_name: authData.last_name,
    username: authData.username,
    photo_url: authData.photo_url,
  });
  if (!user.success) return { ok: false, error: 'malformed_user' };
  return { ok: true, user: user.data, authDate: date.authDate };
}
