import { z } from 'zod';
import { balances } from '../accounts/currency';
import { idempotencyKey } from '../accounts/staminaEndpoints';
import { defineEndpoint } from '../api/endpoint';
import { cardId, ownedCard } from '../cards/ownedCard';
import { rarity } from '../mystery/mysteryBox';

/** A rotation id: its UTC date. */
export const storeRotationId = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A rotation is a UTC date, YYYY-MM-DD');

/** One offered card with what this player has bought of it in this rotation. */
export const storeOfferItem = z.object({
  cardId,
  rarity,
  priceFragments: z.number().int().positive(),
  limit: z.number().int().positive(),
  bought: z.number().int().nonnegative(),
});

/** GET /api/fragment-store: today's offer, when it ends, and this player's purchases in it. */
export const getFragmentStore = defineEndpoint({
  method: 'GET',
  path: '/api/fragment-store',
  summary: "Today's fragment-store offer (rotates at 00:00 UTC) with this player's purchase counts",
  auth: 'player',
  response: z.object({ rotation: storeRotationId, endsAt: z.string().datetime(), offer: z.array(storeOfferItem) }),
});

/** POST /api/fragment-store/purchases: buy one copy of an offered card for fragments, once per key. */
export const buyFromFragmentStore = defineEndpoint({
  method: 'POST',
  path: '/api/fragment-store/purchases',
  summary: 'Buy one copy of a card on offer for fragments',
  auth: 'player',
  body: z.object({ idempotencyKey, rotation: storeRotationId, cardId }),
  response: z.object({ card: ownedCard, balances, bought: z.number().int().positive(), limit: z.number().int().positive(), replayed: z.boolean() }),
});
