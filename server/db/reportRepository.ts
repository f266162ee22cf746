import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { UserReport } from '../../src/contracts/reports';
import type { Db } from './database';
import { userReports } from './schema';

/** A report row. */
export type ReportRow = typeof userReports.$inferSelect;

/** The sender's view of a report row. */
export function userReportOf(row: ReportRow): UserReport {
  return {
    id: row.id,
    category: row.category as UserReport['category'],
    text: row.text,
    appVersion: row.appVersion,
    battleId: row.battleId,
    hasScreenshot: row.screenshot !== null,
    status: row.status as UserReport['status'],
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    resolution: row.resolution,
  };
}

/** Issue reports: inserts, the rate limiter's count, the player's and the admin's reads, closing. */
export const reportRepository = {
  /** Serialises one player's report writes in `tx` (a transaction-scoped advisory lock, so it works across processes). */
  async lockSender(tx: Db, accountId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user_reports:${accountId}`}))`);
  },

  /** When a player's reports since `since` were sent. */
  async sentSince(db: Db, accountId: string, since: Date): Promise<Date[]> {
    const rows = await db.select({ at: userReports.createdAt }).from(userReports).where(and(eq(userReports.accountId, accountId), gt(userReports.createdAt, since)));
    return rows.map((r) => r.at);
  },

  /** Inserts a report. */
  async insert(tx: Db, row: typeof userReports.$inferInsert): Promise<ReportRow> {
    const [inserted] = await tx.insert(userReports).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  },

  /** A player's reports, newest first. */
  ofAccount(db: Db, accountId: string, limit = 50): Promise<ReportRow[]> {
    return db.select().from(userReports).where(eq(userReports.accountId, accountId)).orderBy(desc(userReports.createdAt), desc(userReports.id)).limit(limit);
  },

  /** Reports for the admin tool, newest first, optionally of one status. */
  list(db: Db, status: 'open' | 'closed' | undefined, limit: number): Promise<ReportRow[]> {
    return db
      .select()
      .from(userReports)
      .where(status ? eq(userReports.status, status) : undefined)
      .orderBy(desc(userReports.createdAt), desc(userReports.id))
      .limit(limit);
  },

  /** One report by id. */
  async find(db: Db, id: number): Promise<ReportRow | undefined> {
    const [row] = await db.select().from(userReports).where(eq(userReports.id, id)).limit(1);
    return row;
  },

  /** Closes an open report with the team's answer; undefined when it was not open. */
  async close(db: Db, id: number, resolution: string, now: Date): Promise<ReportRow | undefined> {
    const [row] = await db.update(userReports).set({ status: 'closed', closedAt: now, resolution }).where(and(eq(userReports.id, id), eq(userReports.status, 'open'))).returning();
    return row;
  },
};
