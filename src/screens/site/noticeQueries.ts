import { api } from '../../contracts/api';
import { apiQuery } from '../../services/api';

/** Notices per page of the list. */
export const NOTICE_PAGE_SIZE = 10;

/**
 * React Query options for one page of notices. The server words them in the language the client sends with every
 * request (the UI's), so the key holds that language: switching the UI's language fetches the notices in it.
 */
export function noticePageQuery(page: number, language: string) {
  return apiQuery(api.listNotices, { query: { page, pageSize: NOTICE_PAGE_SIZE } }, ['notices', 'page', page, NOTICE_PAGE_SIZE, language]);
}

/** React Query options for one notice, in the UI's language (see {@link noticePageQuery}). */
export function noticeQuery(id: number, language: string) {
  return apiQuery(api.getNotice, { params: { id } }, ['notices', 'one', id, language]);
}
