import { api } from '../../contracts/api';
import { apiClient } from '../../services/api';

/** Notices per page of the list. */
export const NOTICE_PAGE_SIZE = 10;

/** React Query options for one page of notices. */
export function noticePageQuery(page: number) {
  return {
    queryKey: ['notices', 'page', page, NOTICE_PAGE_SIZE] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiClient.call(api.listNotices, { query: { page, pageSize: NOTICE_PAGE_SIZE } }, { signal }),
  };
}

/** React Query options for one notice. */
export function noticeQuery(id: number) {
  return {
    queryKey: ['notices', 'one', id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.call(api.getNotice, { params: { id } }, { signal }),
  };
}
