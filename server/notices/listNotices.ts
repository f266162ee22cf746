import type { NoticeSummary } from '../../src/contracts/api';
import type { Db } from '../db/database';
import type { NoticeRepository } from '../db/noticeRepository';
import type { PageRequest } from '../domain/pagination';

/** What the notice use cases need. */
export interface NoticeDeps {
  db: Db;
  notices: NoticeRepository;
}

/** One page of notices, newest first, with the page it is and the total. */
export async function listNotices(deps: NoticeDeps, page: PageRequest): Promise<{ items: NoticeSummary[]; total: number; page: number; pageSize: number }> {
  const { items, total } = await deps.notices.listPage(deps.db, page);
  return { items, total, page: page.page, pageSize: page.pageSize };
}
