import { z } from 'zod';
import { accountLanguage, type AccountLanguage } from '../accounts/language';
import { defineEndpoint } from './endpoint';
import { pageOf, pageQuery } from './pagination';

/**
 * A notice as listed: no body. Its words are in the reader's language (the Accept-Language the client sends, which
 * is the language the UI speaks), else in English; `language` says which, so the page can mark it.
 */
export const noticeSummary = z.object({
  id: z.number().int().positive(),
  language: accountLanguage,
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

/** GET /api/notices: newest first, paginated, in the reader's language (English where a notice has none). */
export const listNotices = defineEndpoint({
  method: 'GET',
  path: '/api/notices',
  summary: 'List published notices, newest first, in the Accept-Language (English fallback)',
  auth: 'public',
  query: pageQuery,
  response: pageOf(noticeSummary),
});

/** GET /api/notices/:id, in the reader's language (English where the notice has none). */
export const getNotice = defineEndpoint({
  method: 'GET',
  path: '/api/notices/:id',
  summary: 'One notice, in the Accept-Language (English fallback)',
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

/** A notice's words in one language. */
export const noticeText = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is at most 200 characters'),
  summary: z.string().trim().min(1, 'Summary is required').max(500, 'Summary is at most 500 characters'),
  body: z.string().trim().min(1, 'Body is required').max(20_000, 'Body is at most 20000 characters'),
});
/** A notice's words in one language. */
export type NoticeText = z.infer<typeof noticeText>;

/**
 * A notice to publish (admin CLI now, an admin endpoint later): its English words, which every reader whose
 * language it lacks gets, and any of the game's other languages.
 */
export const noticeInput = z.object({ en: noticeText, ru: noticeText.optional(), zh: noticeText.optional() } satisfies Record<AccountLanguage, z.ZodType>);
/** A validated notice to publish. */
export type NoticeInput = z.infer<typeof noticeInput>;
