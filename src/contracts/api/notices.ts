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
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: notice,
});
