import type { Notice } from '../../src/contracts/api';
import type { NoticeDeps } from './listNotices';

/** One whole notice; undefined when there is none with this id. */
export function getNotice(deps: NoticeDeps, input: { id: number }): Promise<Notice | undefined> {
  return deps.notices.findById(deps.db, input.id);
}
