import { api } from '../../contracts/api';
import { apiQuery } from '../../services/api';

/** Notices per page of the list. */
export const NOTICE_PAGE_SIZE = 10;

/** React Query options for one page of notices. */
export function noticePageQuery(page: number) {
  return apiQuery(api.listNotices, { query: { page, pageSize: NOTICE_PAGE_SIZE } }, ['notices', 'page', page, NOTICE_PAGE_SIZE]);
}

/** React Query options for one notice. */
export function noticeQuery(id: number) {
  return apiQuery(api.getNotice, { params: { id } }, ['notices', 'one', id]);
}
