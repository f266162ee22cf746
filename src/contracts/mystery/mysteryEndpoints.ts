import { z } from 'zod';
import { balances } from '../accounts/currency';
import { idempotencyKey } from '../accounts/staminaEndpoints';
import { defineEndpoint } from '../api/endpoint';
import { clientSeedSchema } from '../battles/seedSchemas';
import { cardId, cardInstanceId, ownedCard } from '../cards/ownedCard';
import { mysteryBox, rarity } from './mysteryBox';

/** A seed pair as the player sees it: the server seed only once it is revealed (rotated away). */
export const mysterySeed = z.object({
  id: z.string().uuid(),
  /** SHA-256 of the server seed, published before any draw with it. */
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  clientSeed: clientSeedSchema,
  /** The nonce the next draw with this pair will use (draws so far). */
  nextNonce: z.number().int().nonnegative(),
  createdAt: z.string().datetime(),
  revealedAt: z.string().datetime().nullable(),
  serverSeed: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
});
/** See {@link mysterySeed}. */
export type MysterySeed = z.infer<typeof mysterySeed>;

/** One past draw, with everything needed to re-derive it once its seed is revealed. */
export const mysteryDrawRecord = z.object({
  id: z.string().uuid(),
  seedId: z.string().uuid(),
  nonce: z.number().int().nonnegative(),
  pityBefore: z.number().int().nonnegative(),
  boxVersion: z.number().int().positive(),
  rarity,
  cardId,
  instanceId: cardInstanceId,
  paidWith: z.enum(['fragments', 'cards']),
  paidFragments: z.number().int().nonnegative(),
  tradedInstanceIds: z.array(cardInstanceId),
  createdAt: z.string().datetime(),
});
/** See {@link mysteryDrawRecord}. */
export type MysteryDrawRecord = z.infer<typeof mysteryDrawRecord>;

/** The pity counter: draws in a row below the pity rarity, and when the rule applies. */
export const mysteryPity = z.object({ count: z.number().int().nonnegative(), after: z.number().int().positive() });

/** How a draw is paid: fragments, or unwanted copies traded in (exactly `cardsPerDraw` of them). */
export const mysteryPayment = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fragments') }),
  z.object({
    kind: z.literal('cards'),
    instanceIds: z
      .array(cardInstanceId)
      .min(1)
      .max(10)
      .refine((ids) => new Set(ids).size === ids.length, 'Name each copy once'),
  }),
]);

/** GET /api/mystery: the box as published (odds, pity, contents), the active seed pair, the pity counter. */
export const getMysteryShop = defineEndpoint({
  method: 'GET',
  path: '/api/mystery',
  summary: 'The mystery box (odds, pity rule, contents), the committed seed pair and the pity counter',
  auth: 'player',
  response: z.object({ box: mysteryBox, seed: mysterySeed, pity: mysteryPity }),
});

/** POST /api/mystery/draws: pay and draw once, in one transaction, once per key. */
export const drawMystery = defineEndpoint({
  method: 'POST',
  path: '/api/mystery/draws',
  summary: 'Pay (fragments or traded-in copies) and draw one card from the mystery box',
  auth: 'player',
  body: z.object({ idempotencyKey, payment: mysteryPayment }),
  response: z.object({ draw: mysteryDrawRecord, card: ownedCard, balances, pity: mysteryPity, seed: mysterySeed, replayed: z.boolean() }),
});

/** POST /api/mystery/seeds/rotate: reveal the active server seed and commit to a new one (with a new client seed). */
export const rotateMysterySeed = defineEndpoint({
  method: 'POST',
  path: '/api/mystery/seeds/rotate',
  summary: 'Reveal the current server seed and start a new committed seed pair',
  auth: 'player',
  body: z.object({ clientSeed: clientSeedSchema.min(1, 'Choose a client seed') }),
  response: z.object({ revealed: mysterySeed, active: mysterySeed }),
});

/** GET /api/mystery/history: the player's seed pairs and their latest draws, for the verifier page. */
export const listMysteryHistory = defineEndpoint({
  method: 'GET',
  path: '/api/mystery/history',
  summary: 'Seed pairs (revealed ones with their server seed) and the latest draws',
  auth: 'player',
  response: z.object({ box: mysteryBox, seeds: z.array(mysterySeed), draws: z.array(mysteryDrawRecord) }),
});
