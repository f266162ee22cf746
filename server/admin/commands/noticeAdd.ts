import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { noticeInput } from '../../../src/contracts/api';
import { UsageError, type AdminCommand } from '../adminCommand';

/** `notice:add --title T --summary S (--body B | --body-file F)`: publishes a notice now. */
export const noticeAdd: AdminCommand = {
  name: 'notice:add',
  usage: 'notice:add --title <text> --summary <text> (--body <text> | --body-file <file>)',
  description: 'Publish a notice (dated now). Paragraphs of the body are separated by blank lines.',
  async run({ args, database, repositories, out, err, cwd }) {
    const { values } = parseArgs({
      args,
      options: { title: { type: 'string' }, summary: { type: 'string' }, body: { type: 'string' }, 'body-file': { type: 'string' } },
      strict: true,
    });
    if (values.body !== undefined && values['body-file'] !== undefined) throw new UsageError('Give either --body or --body-file, not both');
    const body = values['body-file'] !== undefined ? await readFile(path.resolve(cwd, values['body-file']), 'utf8') : values.body;
    const parsed = noticeInput.safeParse({ title: values.title ?? '', summary: values.summary ?? '', body: body ?? '' });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) err(`--${issue.path.join('.')}: ${issue.message}`);
      err('Nothing was published.');
      return 1;
    }
    const notice = await repositories.notices.add(database.db, parsed.data);
    out(`Published notice #${notice.id} "${notice.title}" at ${notice.publishedAt}`);
    return 0;
  },
};
