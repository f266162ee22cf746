import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';

/** The parts of a Telegram payment the game reads (Bot API SuccessfulPayment / RefundedPayment). */
const telegramPayment = z.object({
  currency: z.string(),
  total_amount: z.number().int(),
  invoice_payload: z.string(),
  telegram_payment_charge_id: z.string().min(1).max(256),
});

/** The parts of a Telegram Update the payment webhook reads; anything else is acknowledged and ignored. */
export const telegramPaymentUpdate = z.object({
  update_id: z.number().int(),
  pre_checkout_query: z
    .object({ id: z.string(), from: z.object({ id: z.number().int() }), currency: z.string(), total_amount: z.number().int(), invoice_payload: z.string() })
    .optional(),
  message: z
    .object({ from: z.object({ id: z.number().int() }).optional(), successful_payment: telegramPayment.optional(), refunded_payment: telegramPayment.optional() })
    .optional(),
});
/** See {@link telegramPaymentUpdate}. */
export type TelegramPaymentUpdate = z.infer<typeof telegramPaymentUpdate>;

/** POST /api/purchases/apple/notifications: App Store Server Notifications v2 (a signed payload). */
export const appleNotification = defineEndpoint({
  method: 'POST',
  path: '/api/purchases/apple/notifications',
  summary: 'App Store Server Notifications v2 (refunds debit; each notification handled once)',
  auth: 'public',
  body: z.object({ signedPayload: z.string().min(20).max(60_000) }),
  response: z.object({ ok: z.literal(true) }),
});

/** POST /api/purchases/telegram/webhook: the bot's webhook (pre-checkout queries, successful and refunded payments). */
export const telegramWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/purchases/telegram/webhook',
  summary: 'Telegram Bot API webhook for Stars payments (secret token header required)',
  auth: 'public',
  body: telegramPaymentUpdate,
  response: z.object({ ok: z.literal(true) }),
});

/** Endpoints called by Apple and Telegram, not by browsers: registered without the CSRF check. */
export const purchaseWebhooksApi = { appleNotification, telegramWebhook } as const;
