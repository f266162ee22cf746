import { z } from 'zod';

/** Why a tournament or spectating use case says no. Each reason has an HTTP status in server/http and words in the client's locales. */
export const tournamentRefusalReason = z.enum([
  'tournament_not_found',
  'tournament_closed',
  'tournament_full',
  'already_joined',
  'team_breaks_rules',
  'invalid_team',
  'team_card_not_owned',
  'team_card_listed',
  'team_not_found',
  'not_creator',
  'too_many_private',
  'insufficient_funds',
  'idempotency_conflict',
  'battle_not_found',
  'player_not_found',
  'cannot_follow_self',
]);
/** One of {@link tournamentRefusalReason}. */
export type TournamentRefusalReason = z.infer<typeof tournamentRefusalReason>;
