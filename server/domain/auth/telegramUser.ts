import { z } from 'zod';

/** The Telegram user as the mini-app's initData `user` field or the Login Widget describe it. */
export const telegramUser = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  first_name: z.string().max(256),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  language_code: z.string().max(35).optional(),
  is_premium: z.boolean().optional(),
  photo_url: z.string().max(2048).optional(),
});
/** See {@link telegramUser}. */
export type TelegramUser = z.infer<typeof telegramUser>;

/** Why Telegram sign-in data was refused. */
export type TelegramAuthError =
  | 'not_configured'
  | 'malformed'
  | 'missing_hash'
  | 'bad_signature'
  | 'missing_auth_date'
  | 'expired'
  | 'future_auth_date'
  | 'malformed_user';

/** The time window auth_date must fall in. */
export interface TelegramFreshness {
  /** Oldest acceptable auth_date, as an age in seconds. */
  maxAgeSeconds: number;
  /** How far in the future auth_date may be (clock skew between Telegram and us). */
  maxFutureSkewSeconds: number;
}

/** Checks auth_date (unix seconds, as text) against `now` and the window. */
export function checkAuthDate(
  authDate: string | undefined,
  now: Date,
  window: TelegramFreshness,
): { ok: true; authDate: Date } | { ok: false; error: TelegramAuthError } {
  if (authDate === undefined || authDate === '') return { ok: false, error: 'missing_auth_date' };
  if (!/^\d{1,12}$/.test(authDate)) return { ok: false, error: 'malformed' };
  const seconds = Number(authDate);
  const nowSeconds = now.getTime() / 1000;
  if (nowSeconds - seconds > window.maxAgeSeconds) return { ok: false, error: 'expired' };
  if (seconds - nowSeconds > window.maxFutureSkewSeconds) return { ok: false, error: 'future_auth_date' };
  return { ok: true, authDate: new Date(seconds * 1000) };
}
