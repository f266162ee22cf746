import { z } from 'zod';

/** Why a team use case says no. Each reason has an HTTP status in server/http and words in the client's locales. */
export const teamRefusalReason = z.enum([
  'invalid_team',
  'team_card_not_owned',
  'team_card_listed',
  'team_not_found',
]);
/** One of {@link teamRefusalReason}. */
export type TeamRefusalReason = z.infer<typeof teamRefusalReason>;
