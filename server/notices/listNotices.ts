import type { NoticeSummary } from '../../src/contracts/api';
import type { AppDeps } from '../appDeps';
import type { PageRequest } from '../domain/pagination';

/** What the notice use cases take from the app's dependencies. */
export type NoticeDeps = Pick<AppDeps, 'db' | 'repositories'>;

/** One page of notices, newest first, with the page it is and the total. */
export async function listNotices(deps: NoticeDeps, page: PageRequest): Promise<{ items: NoticeSummary[]; total: number; page: number; pageSize: number }> {
  const { items, total } = await deps.repositories.notices.listPage(deps.db, page);
  return { items, total, page: page.page, pageSize: page.pageSize };
}
