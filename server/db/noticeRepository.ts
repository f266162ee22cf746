import { count, desc, eq } from 'drizzle-orm';
import type { Notice, NoticeInput, NoticeSummary } from '../../src/contracts/api';
import { pageWindow, type PageRequest } from '../domain/pagination';
import type { Db } from './database';
import { notices } from './schema';

/** Reads and writes notices. Every method runs on the `Db` it is given first. */
export interface NoticeRepository {
  /** One page, newest first (ties broken by id, newest first), plus the total count. */
  listPage(db: Db, request: PageRequest): Promise<{ items: NoticeSummary[]; total: number }>;
  findById(db: Db, id: number): Promise<Notice | undefined>;
  /** Publishes a notice (now, unless `publishedAt` is given). */
  add(db: Db, input: NoticeInput & { publishedAt?: Date }): Promise<Notice>;
}

const summaryColumns = { id: notices.id, title: notices.title, summary: notices.summary, publishedAt: notices.publishedAt };

/** The {@link NoticeRepository} on Drizzle. */
export const noticeRepository: NoticeRepository = {
  async listPage(tx, request) {
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
  async findById(tx, id) {
    const [row] = await tx.select().from(notices).where(eq(notices.id, id)).limit(1);
    return row && { ...row, publishedAt: row.publishedAt.toISOString() };
  },
  async add(tx, input) {
    const [row] = await tx
      .insert(notices)
      .values({ title: input.title, summary: input.summary, body: input.body, publishedAt: input.publishedAt ?? new Date() })
      .returning();
    if (!row) throw new Error('INSERT ... RETURNING gave no row');
    return { ...row, publishedAt: row.publishedAt.toISOString() };
  },
};
