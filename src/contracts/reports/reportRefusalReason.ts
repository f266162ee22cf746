import { z } from 'zod';

/** Why a report is refused. Each reason has an HTTP status in server/http and words in the client's locales. */
export const reportRefusalReason = z.enum([
  'screenshot_type',
  'screenshot_too_large',
  'too_many_reports',
]);
/** One of {@link reportRefusalReason}. */
export type ReportRefusalReason = z.infer<typeof reportRefusalReason>;
