import { z } from 'zod';

/** Why a battle use case says no. Each reason has an HTTP status in server/http and words in the client's locales. */
export const battleRefusalReason = z.enum([
  'invalid_team',
  'team_card_not_owned',
  'team_card_listed',
  'team_not_found',
  'stage_not_found',
  'stage_locked',
  'insufficient_stamina',
  'daily_limit_reached',
  'commit_not_found',
  'commit_used',
  'commit_expired',
  'commit_wrong_mode',
  'idempotency_conflict',
  'battle_not_found',
]);
/** One of {@link battleRefusalReason}. */
export type BattleRefusalReason = z.infer<typeof battleRefusalReason>;
