import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { signedIn } from './account';

/** POST /api/auth/telegram/mini-app: the raw `initData` string the Telegram client gave the mini-app. */
export const loginWithTelegramMiniApp = defineEndpoint({
  method: 'POST',
  path: '/api/auth/telegram/mini-app',
  summary: 'Sign in inside the Telegram mini-app with its signed initData',
  auth: 'public',
  body: z.object({ initData: z.string().min(1, 'initData is missing').max(8192) }),
  response: signedIn,
});

/**
 * The object the Telegram Login Widget hands its callback. Kept as an open record of scalar fields because the
 * signature covers every field Telegram sends, including ones added later.
 */
export const telegramWidgetAuthData = z
  .record(
    z.string().regex(/^[a-z_]{1,32}$/, 'Unexpected field name'),
    z.union([z.string().max(1024), z.number().finite()]),
  )
  .refine((r) => Object.keys(r).length <= 20, 'Too many fields')
  .refine((r) => r.id !== undefined && r.auth_date !== undefined && r.hash !== undefined, {
    message: 'id, auth_date and hash are required',
  });

/** POST /api/auth/telegram/widget: sign in from /telegram-login on the web with the Login Widget's data. */
export const loginWithTelegramWidget = defineEndpoint({
  method: 'POST',
  path: '/api/auth/telegram/widget',
  summary: 'Sign in on the web with the Telegram Login Widget',
  auth: 'public',
  body: z.object({ authData: telegramWidgetAuthData }),
  response: signedIn,
});
