import type { getNotice as getNoticeEndpoint, listNotices as listNoticesEndpoint } from '../../src/contracts/api';
import { notFound } from '../http/httpError';
import type { Handler } from '../http/registerEndpoints';
import { getNotice } from '../notices/getNotice';
import { listNotices, type NoticeDeps } from '../notices/listNotices';

/** GET /api/notices: one page, newest first. */
export function listNoticesHandler(deps: NoticeDeps): Handler<typeof listNoticesEndpoint> {
  return ({ query }) => listNotices(deps, query);
}

/** GET /api/notices/:id: one whole notice, or 404. */
export function getNoticeHandler(deps: NoticeDeps): Handler<typeof getNoticeEndpoint> {
  return async ({ params }) => {
    const notice = await getNotice(deps, { id: params.id });
    if (!notice) throw notFound(`Notice ${params.id} does not exist`);
    return notice;
  };
}
