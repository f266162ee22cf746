import type { AccountLanguage } from '../../src/contracts/accounts/language';
import type { NoticeSummary } from '../../src/contracts/api';
import type { AppDeps } from '../appDeps';
import type { PageRequest } from '../domain/pagination';

/** What the notice use cases take from the app's dependencies. */
export type NoticeDeps = Pick<AppDeps, 'db' | 'repositories'>;

/** One page of notices, newest first, in the reader's language (else English), with the page it is and the total. */
export async function listNotices(
  deps: NoticeDeps,
  input: PageRequest & { language: AccountLanguage },
): Promise<{ items: NoticeSummary[]; total: number; page: number; pageSize: number }> {
  const { items, total } = await deps.repositories.notices.listPage(deps.db, input, input.language);
  return { items, total, page: input.page, pageSize: input.pageSize };
}
