import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountLanguage, type AccountLanguage } from '../../src/contracts/accounts/language';
import type { Notice, NoticeInput, NoticeSummary } from '../../src/contracts/api';
import { pageWindow, type PageRequest } from '../domain/pagination';
import type { Db } from './database';
import { inTransaction } from './inTransaction';
import { notices, noticeTexts } from './schema';

/** Reads and writes notices. Every method runs on the `Db` it is given first. */
export interface NoticeRepository {
  /** One page, newest first (ties broken by id, newest first), in `language` or else English, plus the total count. */
  listPage(db: Db, request: PageRequest, language: AccountLanguage): Promise<{ items: NoticeSummary[]; total: number }>;
  /** One notice in `language`, or else English. */
  findById(db: Db, id: number, language: AccountLanguage): Promise<Notice | undefined>;
  /** Publishes a notice with its words in each language given (now, unless `publishedAt` is given); answers in English. */
  add(db: Db, input: NoticeInput & { publishedAt?: Date }): Promise<Notice>;
  /** Adds the languages a notice lacks (a language it already has keeps its words); answers the languages added. */
  addMissingTexts(db: Db, id: number, texts: Partial<NoticeInput>): Promise<AccountLanguage[]>;
  /** The languages each of these notices has, by id. */
  languagesOf(db: Db, ids: readonly number[]): Promise<Map<number, AccountLanguage[]>>;
}

/** The reader's words and the English ones, joined beside each notice: the reader's where they exist. */
const own = alias(noticeTexts, 'own_text');
const english = alias(noticeTexts, 'english_text');
const pick = <T>(column: 'title' | 'summary' | 'body' | 'language') => sql<T>`coalesce(${own[column]}, ${english[column]})`;
const summaryColumns = {
  id: notices.id,
  language: pick<AccountLanguage>('language'),
  title: pick<string>('title'),
  summary: pick<string>('summary'),
  publishedAt: notices.publishedAt,
};

/** The {@link NoticeRepository} on Drizzle. */
export const noticeRepository: NoticeRepository = {
  async listPage(tx, request, language) {
    const { limit, offset } = pageWindow(request);
    const rows = await tx
      .select(summaryColumns)
      .from(notices)
      .innerJoin(english, and(eq(english.noticeId, notices.id), eq(english.language, 'en')))
      .leftJoin(own, and(eq(own.noticeId, notices.id), eq(own.language, language)))
      .orderBy(desc(notices.publishedAt), desc(notices.id))
      .limit(limit)
      .offset(offset);
    const [totalRow] = await tx.select({ total: count() }).from(notices);
    return {
      items: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })),
      total: totalRow?.total ?? 0,
    };
  },
  async findById(tx, id, language) {
    const [row] = await tx
      .select({ ...summaryColumns, body: pick<string>('body') })
      .from(notices)
      .innerJoin(english, and(eq(english.noticeId, notices.id), eq(english.language, 'en')))
      .leftJoin(own, and(eq(own.noticeId, notices.id), eq(own.language, language)))
      .where(eq(notices.id, id))
      .limit(1);
    return row && { ...row, publishedAt: row.publishedAt.toISOString() };
  },
  add(db, input) {
    // The notice and its words are one write: a notice without texts would be a row no reader can see.
    return inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(notices)
        .values({ publishedAt: input.publishedAt ?? new Date() })
        .returning();
      if (!row) throw new Error('INSERT ... RETURNING gave no row');
      await noticeRepository.addMissingTexts(tx, row.id, input);
      return { id: row.id, language: 'en' as const, ...input.en, publishedAt: row.publishedAt.toISOString() };
    });
  },
  async addMissingTexts(tx, id, texts) {
    const values = accountLanguage.options.flatMap((language) => {
      const text = texts[language];
      return text ? [{ noticeId: id, language, title: text.title, summary: text.summary, body: text.body }] : [];
    });
    if (values.length === 0) return [];
    const added = await tx.insert(noticeTexts).values(values).onConflictDoNothing().returning({ language: noticeTexts.language });
    return added.map((row) => accountLanguage.parse(row.language));
  },
  async languagesOf(tx, ids) {
    const found = new Map<number, AccountLanguage[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return found;
    const rows = await tx
      .select({ noticeId: noticeTexts.noticeId, language: noticeTexts.language })
      .from(noticeTexts)
      .where(inArray(noticeTexts.noticeId, [...ids]))
      .orderBy(noticeTexts.noticeId, noticeTexts.language);
    for (const row of rows) found.get(row.noticeId)?.push(accountLanguage.parse(row.language));
    return found;
  },
};
