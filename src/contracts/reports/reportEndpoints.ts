import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';

/** What a report is about. */
export const reportCategory = z.enum(['bug', 'battle', 'cards', 'market', 'payment', 'account', 'other']);
/** One of {@link reportCategory}. */
export type ReportCategory = z.infer<typeof reportCategory>;

/** Largest screenshot, decoded (PNG, JPEG or WebP, checked by their magic bytes on the server). */
export const MAX_SCREENSHOT_BYTES = 1024 * 1024;

/** Reports per player: at most `perHour` in an hour and `perDay` in a day (docs/ECONOMY.md, "Issue reports"). */
export const REPORT_LIMITS = { perHour: 5, perDay: 20 } as const;

/** Where a report is. */
export const reportStatus = z.enum(['open', 'closed']);

/** A report as its sender sees it. */
export const userReport = z.object({
  id: z.number().int().positive(),
  category: reportCategory,
  text: z.string(),
  appVersion: z.string(),
  battleId: z.string().nullable(),
  hasScreenshot: z.boolean(),
  status: reportStatus,
  createdAt: z.string().datetime(),
  closedAt: z.string().datetime().nullable(),
  resolution: z.string().nullable(),
});
/** See {@link userReport}. */
export type UserReport = z.infer<typeof userReport>;

/** POST /api/reports (/submit-user-issue): send a report; rate-limited per player. */
export const submitReport = defineEndpoint({
  method: 'POST',
  path: '/api/reports',
  summary: 'Report a problem (category, text, optional screenshot, app version, battle id)',
  auth: 'player',
  body: z.object({
    category: reportCategory,
    text: z.string().trim().min(10, 'Describe the problem in at least 10 characters').max(2000),
    appVersion: z.string().regex(/^[0-9A-Za-z.+-]{1,40}$/, 'Use the app version string'),
    battleId: z.string().regex(/^[A-Za-z0-9_:-]{1,100}$/).optional(),
    /** Base64 of the image file; its size and type are checked after decoding. */
    screenshot: z
      .string()
      .max(Math.ceil((MAX_SCREENSHOT_BYTES * 4) / 3) + 4, 'The screenshot is larger than 1 MB')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Send the screenshot as base64')
      .optional(),
  }),
  response: z.object({ report: userReport }),
});

/** GET /api/reports: the player's reports, newest first, with their status. */
export const myReports = defineEndpoint({
  method: 'GET',
  path: '/api/reports',
  summary: "The player's reports and their status",
  auth: 'player',
  response: z.object({ reports: z.array(userReport) }),
});
