import type { AccountLanguage } from '../../src/contracts/accounts/language';
import type { Notice } from '../../src/contracts/api';
import type { NoticeDeps } from './listNotices';

/** One whole notice in the reader's language (else English); undefined when there is none with this id. */
export function getNotice(deps: NoticeDeps, input: { id: number; language: AccountLanguage }): Promise<Notice | undefined> {
  return deps.repositories.notices.findById(deps.db, input.id, input.language);
}
