import { z } from 'zod';

/** Why a quest or streak claim says no. Each reason has an HTTP status in server/http and words in the client's locales. */
export const questRefusalReason = z.enum([
  'quest_not_found',
  'quest_incomplete',
  'quest_claimed',
  'streak_claimed',
  'insufficient_funds',
  'idempotency_conflict',
]);
/** One of {@link questRefusalReason}. */
export type QuestRefusalReason = z.infer<typeof questRefusalReason>;
