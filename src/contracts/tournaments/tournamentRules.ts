import { z } from 'zod';
import { FAMILIES } from '../../engine/types';

/** A synergy family a tournament may restrict teams to. */
export const tournamentFamily = z.enum(FAMILIES);
/** One of {@link tournamentFamily}. */
export type TournamentFamily = z.infer<typeof tournamentFamily>;

/** The custom rules a tournament may set (docs/TOURNAMENTS.md "Custom rules"); none set: any valid team. */
export const tournamentRules = z.object({
  /** Highest card level a team may bring (1–30). */
  levelCap: z.number().int().min(1).max(30).optional(),
  /** Only cards of this synergy family. */
  family: tournamentFamily.optional(),
  /** Cards no team may bring (at most 5). */
  bannedCards: z.array(z.string().min(1).max(64)).max(5).default([]),
});
/** See {@link tournamentRules}. */
export type TournamentRules = z.infer<typeof tournamentRules>;
