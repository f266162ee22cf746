import { z } from 'zod';
import { FAMILIES } from '../../engine/types';
import { cardCatalog } from '../../content/catalog';
import { TOURNAMENT_SETTINGS } from '../../content/tournaments/tournamentSettings';

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
  /** Cards no team may bring (at most {@link TOURNAMENT_SETTINGS.maxBannedCards}). */
  bannedCards: z.array(z.string().min(1).max(64)).max(TOURNAMENT_SETTINGS.maxBannedCards).default([]),
});
/** See {@link tournamentRules}. */
export type TournamentRules = z.infer<typeof tournamentRules>;

/**
 * The rules a new tournament may set (the create request, the admin command): {@link tournamentRules} whose bans name
 * cards of the set, each once — a mistyped id would ban nothing while the tournament's page showed it as a rule.
 * Stored rules are read with {@link tournamentRules} alone.
 */
export const newTournamentRules = tournamentRules
  .refine((rules) => rules.bannedCards.every((id) => cardCatalog.units.has(id)), { message: 'A banned card is not in the card set', path: ['bannedCards'] })
  .refine((rules) => new Set(rules.bannedCards).size === rules.bannedCards.length, { message: 'A card is banned twice', path: ['bannedCards'] });
