import { parseArgs } from 'node:util';
import { pageQuery } from '../../../src/contracts/api';
import { UsageError, type AdminCommand } from '../adminCommand';

/** `notice:list [--page N] [--page-size N]`: notices newest first, one per line, with the languages each has. */
export const noticeList: AdminCommand = {
  name: 'notice:list',
  usage: 'notice:list [--page <n>] [--page-size <n>]',
  description: 'List notices, newest first (id, publication time, languages, English title).',
  async run({ args, database, repositories, out }) {
    const { values } = parseArgs({ args, options: { page: { type: 'string' }, 'page-size': { type: 'string' } }, strict: true });
    const request = pageQuery.safeParse({ page: values.page, pageSize: values['page-size'] ?? '50' });
    if (!request.success) throw new UsageError(request.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join('; '));
    const { items, total } = await repositories.notices.listPage(database.db, request.data, 'en');
    const languages = await repositories.notices.languagesOf(database.db, items.map((notice) => notice.id));
    for (const notice of items) out(`#${notice.id}\t${notice.publishedAt}\t${(languages.get(notice.id) ?? []).join(',')}\t${notice.title}`);
    out(`${items.length} of ${total} notice(s), page ${request.data.page}`);
    return 0;
  },
};
