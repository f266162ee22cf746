import { z } from 'zod';
import { RULES } from '../../engine/rules';

/** A card id from the card set (src/content CARD_IDS); the server refuses ids it does not know. */
export const cardId = z.string().regex(/^[a-z][a-z0-9_]{1,63}$/, 'Use a card id from the card set');

/** A card level, from the engine's lowest to its highest (RULES.level). */
export const cardLevel = z.number().int().min(RULES.level.min).max(RULES.level.max);

/** The id of one owned copy (a `card_instances` row). */
export const cardInstanceId = z.string().uuid();

/** What holds a copy so it cannot be burned or sold: a saved team, a market listing, or nothing (null). */
export const cardLock = z.enum(['team', 'market']);
/** One of {@link cardLock}. */
export type CardLock = z.infer<typeof cardLock>;

/** How a copy came to its owner. */
export const cardSource = z.enum(['starter_grant', 'mystery_shop', 'fragment_store', 'market_purchase', 'battle_reward', 'activity_reward', 'admin_adjustment']);
/** One of {@link cardSource}. */
export type CardSource = z.infer<typeof cardSource>;

/** One copy of a card a player owns: every copy is its own instance (levelled, burned, sold one by one). */
export const ownedCard = z.object({
  instanceId: cardInstanceId,
  cardId,
  level: cardLevel,
  acquiredAt: z.string().datetime(),
  acquiredHow: cardSource,
  /** Null when free; a locked copy cannot be burned (team, market) or levelled (market). */
  lockedBy: cardLock.nullable(),
});
/** See {@link ownedCard}. */
export type OwnedCard = z.infer<typeof ownedCard>;

/** A copy the player burned: when, at which level, and the fragments it gave. */
export const burnedCard = z.object({
  instanceId: cardInstanceId,
  cardId,
  level: cardLevel,
  burnedAt: z.string().datetime(),
  fragments: z.number().int().nonnegative(),
});
/** See {@link burnedCard}. */
export type BurnedCard = z.infer<typeof burnedCard>;
