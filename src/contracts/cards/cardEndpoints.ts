import { z } from 'zod';
import { balances } from '../accounts/currency';
import { idempotencyKey } from '../accounts/staminaEndpoints';
import { defineEndpoint } from '../api/endpoint';
import { burnedCard, cardInstanceId, ownedCard } from './ownedCard';

/** Most copies one burn request may name. */
export const MAX_BURN_BATCH = 50;

/** GET /api/cards (/my-card-list): every copy the player owns (burned copies excluded), newest first. */
export const listCards = defineEndpoint({
  method: 'GET',
  path: '/api/cards',
  summary: 'The cards the player owns, one entry per copy',
  auth: 'player',
  response: z.object({ cards: z.array(ownedCard) }),
});

/** POST /api/cards/:instanceId/level-up: one level for fragments and game coin (docs/ECONOMY.md), once per key. */
export const levelUpCard = defineEndpoint({
  method: 'POST',
  path: '/api/cards/:instanceId/level-up',
  summary: 'Level a card up by one, paying the cost in docs/ECONOMY.md',
  auth: 'player',
  params: z.object({ instanceId: cardInstanceId }),
  body: z.object({ idempotencyKey }),
  response: z.object({
    card: ownedCard,
    balances,
    /** True when this key was used before: nothing was charged again, the card's current state is returned. */
    replayed: z.boolean(),
  }),
});

/** POST /api/cards/burn (/my-burn-list): burn free copies for fragments, all or none, once per key. */
export const burnCards = defineEndpoint({
  method: 'POST',
  path: '/api/cards/burn',
  summary: 'Burn unlocked copies for fragments (rates in docs/ECONOMY.md)',
  auth: 'player',
  body: z.object({
    idempotencyKey,
    instanceIds: z
      .array(cardInstanceId)
      .min(1)
      .max(MAX_BURN_BATCH)
      .refine((ids) => new Set(ids).size === ids.length, 'Name each copy once'),
  }),
  response: z.object({
    burned: z.array(burnedCard),
    /** Fragments this burn gave in total. */
    fragments: z.number().int().nonnegative(),
    balances,
    replayed: z.boolean(),
  }),
});

/** GET /api/cards/burned: the copies the player burned, newest first, with what each gave. */
export const listBurnedCards = defineEndpoint({
  method: 'GET',
  path: '/api/cards/burned',
  summary: 'Burned copies with when and how many fragments each gave',
  auth: 'player',
  response: z.object({ burned: z.array(burnedCard) }),
});
