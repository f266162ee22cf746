import { z } from 'zod';
import { FAMILIES } from '../../engine/types';

/** The custom rules a tournament may set (docs/TOURNAMENTS.md "Custom rules"); none set: any valid team. */
export const tournamentRules = z.object({
  /** Highest card level a team may bring (1–30). */
  levelCap: z.number().int().min(1).max(30).optional(),
  /** Only cards of this synergy family. */
  family: z.enum(FAMILIES).optional(),
  /** Cards no team may bring (at most 5). */
  bannedCards: z.array(z.string().min(1).max(64)).max(5).default([]),
});
/** See {@link tournamentRules}. */
export type TournamentRules = z.infer<typeof tournamentRules>;
