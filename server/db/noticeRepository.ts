import { count, desc, eq } from 'drizzle-orm';
import type { Notice, NoticeInput, NoticeSummary } from '../../src/contracts/api';
import { pageWindow, type PageRequest } from '../domain/pagination';
import type { Db } from './database';
import { notices } from './schema';

/** Reads and writes notices. Every method takes an optional transaction. */
export interface NoticeRepository {
  /** One page, newest first (ties broken by id, newest first), plus the total count. */
  listPage(request: PageRequest, tx?: Db): Promise<{ items: NoticeSummary[]; total: number }>;
  findById(id: number, tx?: Db): Promise<Notice | undefined>;
  /** Publishes a notice (now, unless `publishedAt` is given). */
  add(input: NoticeInput & { publishedAt?: Date }, tx?: Db): Promise<Notice>;
}

const summaryColumns = { id: notices.id, title: notices.title, summary: notices.summary, publishedAt: notices.publishedAt };

/** A {@link NoticeRepository} on a Drizzle database. */
export function noticeRepository(db: Db): NoticeRepository {
  return {
    async listPage(request, tx = db) {
      const { limit, offset } = pageWindow(request);
      const rows = await tx
        .select(summaryColumns)
        .from(notices)
        .orderBy(desc(notices.publishedAt), desc(notices.id))
        .limit(limit)
        .offset(offset);
      const [totalRow] = await tx.select({ total: count() }).from(notices);
      return {
        items: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })),
        total: totalRow?.total ?? 0,
      };
    },
    async findById(id, tx = db) {
      const [row] = await tx.select().from(notices).where(eq(notices.id, id)).limit(1);
      return row && { ...row, publishedAt: row.publishedAt.toISOString() };
    },
    async add(input, tx = db) {
      const [row] = await tx
        .insert(notices)
        .values({ title: input.title, summary: input.summary, body: input.body, publishedAt: input.publishedAt ?? new Date() })
        .returning();
      if (!row) throw new Error('INSERT ... RETURNING gave no row');
      return { ...row, publishedAt: row.publishedAt.toISOString() };
    },
  };
}
