import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { accountLanguage, type AccountLanguage } from '../../../src/contracts/accounts/language';
import { noticeInput } from '../../../src/contracts/api';
import { UsageError, type AdminCommand } from '../adminCommand';

/** A language's option prefix: English has none (--title), the others their code (--ru-title, --zh-body-file). */
const prefix = (language: AccountLanguage) => (language === 'en' ? '' : `${language}-`);
const FIELDS = ['title', 'summary', 'body', 'body-file'] as const;
const OPTIONS = Object.fromEntries(accountLanguage.options.flatMap((language) => FIELDS.map((field) => [`${prefix(language)}${field}`, { type: 'string' as const }])));

/**
 * `notice:add --title T --summary S (--body B | --body-file F) [--ru-title … --ru-summary … --ru-body(-file) …]
 * [--zh-…]`: publishes a notice now. English is required (every reader without their language gets it); another
 * language is all three of its fields or none.
 */
export const noticeAdd: AdminCommand = {
  name: 'notice:add',
  usage: 'notice:add --title <text> --summary <text> (--body <text> | --body-file <file>) [--ru-title … --ru-summary … (--ru-body … | --ru-body-file …)] [--zh-title … likewise]',
  description: 'Publish a notice (dated now) in English and optionally Russian and Chinese. Paragraphs of a body are separated by blank lines.',
  async run({ args, database, repositories, out, err, cwd }) {
    const { values } = parseArgs({ args, options: OPTIONS, strict: true });
    const option = (name: string) => values[name] as string | undefined;
    const texts: Record<string, { title: string; summary: string; body: string }> = {};
    for (const language of accountLanguage.options) {
      const p = prefix(language);
      const [title, summary, body, bodyFile] = FIELDS.map((field) => option(`${p}${field}`));
      if (language !== 'en' && [title, summary, body, bodyFile].every((v) => v === undefined)) continue;
      if (body !== undefined && bodyFile !== undefined) throw new UsageError(`Give either --${p}body or --${p}body-file, not both`);
      const words = bodyFile !== undefined ? await readFile(path.resolve(cwd, bodyFile), 'utf8') : body;
      texts[language] = { title: title ?? '', summary: summary ?? '', body: words ?? '' };
    }
    const parsed = noticeInput.safeParse(texts);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [language, field] = issue.path.map(String);
        err(`--${prefix(accountLanguage.parse(language))}${field}: ${issue.message}`);
      }
      err('Nothing was published.');
      return 1;
    }
    const notice = await repositories.notices.add(database.db, parsed.data);
    const languages = accountLanguage.options.filter((language) => parsed.data[language] !== undefined);
    out(`Published notice #${notice.id} "${notice.title}" (${languages.join(', ')}) at ${notice.publishedAt}`);
    return 0;
  },
};
