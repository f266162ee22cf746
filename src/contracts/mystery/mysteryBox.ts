import { z } from 'zod';
import { RARITIES } from '../../engine/types';
import { cardId } from '../cards/ownedCard';

/** A rarity of the card set. */
export const rarity = z.enum(RARITIES);

const perRarity = <T extends z.ZodType>(value: T) => z.object({ common: value, rare: value, epic: value, legendary: value });

/**
 * The box as published before every draw (the server's MYSTERY_BOX plus its contents): price, odds per rarity in
 * basis points, the pity rule, every card it holds, and the long-run rates with pity. The draw derivation
 * (mysteryDraw.ts) takes this object, so a verifier uses exactly what the server published.
 */
export const mysteryBox = z.object({
  version: z.number().int().positive(),
  fragmentPrice: z.number().int().positive(),
  cardsPerDraw: z.number().int().positive(),
  oddsBp: perRarity(z.number().int().nonnegative()),
  pity: z.object({ after: z.number().int().min(1), minRarity: rarity }),
  contents: perRarity(z.array(cardId)),
  effectiveRates: perRarity(z.number().nonnegative()),
});
/** See {@link mysteryBox}. */
export type MysteryBox = z.infer<typeof mysteryBox>;
