import type { getNotice, listNotices } from '../../src/contracts/api';
import type { NoticeRepository } from '../db/noticeRepository';
import { notFound } from '../http/httpError';
import type { Handler } from '../http/registerEndpoints';

/** GET /api/notices: one page, newest first. */
export function listNoticesHandler(notices: NoticeRepository): Handler<typeof listNotices> {
  return async ({ query }) => {
    const { items, total } = await notices.listPage(query);
    return { items, total, page: query.page, pageSize: query.pageSize };
  };
}

/** GET /api/notices/:id: one whole notice, or 404. */
export function getNoticeHandler(notices: NoticeRepository): Handler<typeof getNotice> {
  return async ({ params }) => {
    const notice = await notices.findById(params.id);
    if (!notice) throw notFound(`Notice ${params.id} does not exist`);
    return notice;
  };
}
