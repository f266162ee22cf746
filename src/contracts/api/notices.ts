import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageOf, pageQuery } from './pagination';

/** A notice as listed: no body. */
export const noticeSummary = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string().datetime(),
});
/** A notice summary. */
export type NoticeSummary = z.infer<typeof noticeSummary>;

/** A whole notice. The body is plain text; paragraphs are separated by blank lines. */
export const notice = noticeSummary.extend({ body: z.string() });
/** A whole notice. */
export type Notice = z.infer<typeof notice>;

/** GET /api/notices: newest first, paginated. */
export const listNotices = defineEndpoint({
  method: 'GET',
  path: '/api/notices',
  summary: 'List published notices, newest first',
  auth: 'public',
  query: pageQuery,
  response: pageOf(noticeSummary),
});

/** GET /api/notices/:id */
export const getNotice = defineEndpoint({
  method: 'GET',
  path: '/api/notices/:id',
  summary: 'One notice',
  auth: 'public',
  params: z.object({
    id: z.coerce
      .number({ error: 'Notice id must be a number' })
      .int('Notice id must be a whole number')
      .positive('Notice id must be positive')
      .max(2_147_483_647, 'Notice id is too large'),
  }),
  response: notice,
});

/** A notice to publish (admin CLI now, an admin endpoint later). */
export const noticeInput = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is at most 200 characters'),
  summary: z.string().trim().min(1, 'Summary is required').max(500, 'Summary is at most 500 characters'),
  body: z.string().trim().min(1, 'Body is required').max(20_000, 'Body is at most 20000 characters'),
});
/** A validated notice to publish. */
export type NoticeInput = z.infer<typeof noticeInput>;
