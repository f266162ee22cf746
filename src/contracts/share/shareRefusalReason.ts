import { z } from 'zod';

/** Why preparing a share says no. Each reason has an HTTP status in server/http and words in the client's locales. */
export const shareRefusalReason = z.enum([
  'share_unavailable',
  'no_telegram_identity',
  'battle_not_found',
  'not_your_battle',
  'bad_replay',
  'telegram_unreachable',
]);
/** One of {@link shareRefusalReason}. */
export type ShareRefusalReason = z.infer<typeof shareRefusalReason>;
