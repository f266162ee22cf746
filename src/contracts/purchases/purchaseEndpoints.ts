import { z } from 'zod';
import { balances } from '../accounts/currency';
import { defineEndpoint } from '../api/endpoint';

/** A pack id of src/content/economy/purchases.ts. */
export const goodsPackId = z.string().regex(/^[a-z0-9_]{1,32}$/, 'Use a pack id from the shop');

/** A pack on sale, in every channel. */
export const goodsPackView = z.object({ id: goodsPackId, gold: z.number().int().positive(), appleProductId: z.string(), stars: z.number().int().positive() });

/** Where a purchase was paid. */
export const purchaseChannel = z.enum(['apple', 'telegram_stars']);

/** One purchase as the buyer sees it. */
export const purchaseRecord = z.object({
  id: z.string().uuid(),
  channel: purchaseChannel,
  packId: goodsPackId,
  gold: z.number().int().positive(),
  status: z.enum(['credited', 'refunded']),
  createdAt: z.string().datetime(),
  refundedAt: z.string().datetime().nullable(),
});
/** See {@link purchaseRecord}. */
export type PurchaseRecord = z.infer<typeof purchaseRecord>;

/** GET /api/purchases: the packs, which channels this server sells through, and the player's purchases. */
export const getPurchases = defineEndpoint({
  method: 'GET',
  path: '/api/purchases',
  summary: 'Gold packs on sale, the configured payment channels and my purchases',
  auth: 'player',
  response: z.object({
    packs: z.array(goodsPackView),
    channels: z.object({ apple: z.boolean(), telegramStars: z.boolean() }),
    purchases: z.array(purchaseRecord),
  }),
});

/** POST /api/purchases/apple: the iOS app hands over a StoreKit signed transaction; credited once per transaction id. */
export const verifyApplePurchase = defineEndpoint({
  method: 'POST',
  path: '/api/purchases/apple',
  summary: 'Verify an App Store signed transaction and credit its pack once',
  auth: 'player',
  body: z.object({ signedTransaction: z.string().min(20).max(20_000).regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'A signed transaction is a compact JWS') }),
  response: z.object({ purchase: purchaseRecord, balances, replayed: z.boolean() }),
});

/** POST /api/purchases/telegram/invoices: an invoice link for a pack, paid in Telegram Stars (XTR). */
export const createStarsInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/purchases/telegram/invoices',
  summary: 'Create a Telegram Stars invoice link for a pack',
  auth: 'player',
  body: z.object({ packId: goodsPackId }),
  response: z.object({ orderId: z.string().uuid(), invoiceLink: z.string().url(), stars: z.number().int().positive() }),
});
