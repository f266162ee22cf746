import { z } from 'zod';
import { cardId, cardInstanceId, cardLevel } from '../cards/ownedCard';

/** Most saved teams a player keeps (slots 1 to 5). */
export const MAX_TEAMS = 5;

/** A team slot, 1 to {@link MAX_TEAMS}. */
export const teamSlot = z.coerce.number().int().min(1).max(MAX_TEAMS);

/** A team's name as the player typed it: trimmed, 1 to 24 characters. */
export const teamName = z.string().trim().min(1, 'Give the team a name').max(24, 'Use at most 24 characters');

/** One copy placed on the deploy grid: which owned copy and its deployment slot (the engine checks the slot). */
export const teamPlacement = z.object({
  instanceId: cardInstanceId,
  position: z.number().int().min(0).max(99),
});
/** See {@link teamPlacement}. */
export type TeamPlacement = z.infer<typeof teamPlacement>;

/** A placed copy as saved: the placement plus the copy's card and current level (levelling it raises the team). */
export const teamMember = teamPlacement.extend({ cardId, level: cardLevel });
/** See {@link teamMember}. */
export type TeamMember = z.infer<typeof teamMember>;

/** A saved team. */
export const savedTeam = z.object({
  slot: z.number().int().min(1).max(MAX_TEAMS),
  name: z.string(),
  /** The team that defends in player-versus-player; one at most, the first saved team by default. */
  defence: z.boolean(),
  units: z.array(teamMember),
  updatedAt: z.string().datetime(),
});
/** See {@link savedTeam}. */
export type SavedTeam = z.infer<typeof savedTeam>;
