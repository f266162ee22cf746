import { z } from 'zod';

/** Why an invite use case says no. Each reason has an HTTP status in server/http and words in the client's locales. */
export const inviteRefusalReason = z.enum([
  'invite_not_found',
  'self_invite',
  'already_invited',
  'claim_window_closed',
  'invite_loop',
]);
/** One of {@link inviteRefusalReason}. */
export type InviteRefusalReason = z.infer<typeof inviteRefusalReason>;
