import type { getNotice as getNoticeEndpoint, listNotices as listNoticesEndpoint } from '../../src/contracts/api';
import { notFound } from '../http/httpError';
import type { Handler } from '../http/registerEndpoints';
import { requestLanguage } from '../http/requestContext';
import { getNotice } from '../notices/getNotice';
import { listNotices, type NoticeDeps } from '../notices/listNotices';

/** GET /api/notices: one page, newest first, in the language the client reads (Accept-Language). */
export function listNoticesHandler(deps: NoticeDeps): Handler<typeof listNoticesEndpoint> {
  return ({ query, context }) => listNotices(deps, { ...query, language: requestLanguage(context) });
}

/** GET /api/notices/:id: one whole notice in the language the client reads, or 404. */
export function getNoticeHandler(deps: NoticeDeps): Handler<typeof getNoticeEndpoint> {
  return async ({ params, context }) => {
    const notice = await getNotice(deps, { id: params.id, language: requestLanguage(context) });
    if (!notice) throw notFound(`Notice ${params.id} does not exist`);
    return notice;
  };
}
