import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { drawQuests, type QuestId } from '../../src/content/quests/questPool';
import type { Db } from './database';
import { rowsOf } from './rowsOf';
import { dailyQuests, loginStreaks } from './schema';

/** A stored quest of a day. */
export type DailyQuestRow = typeof dailyQuests.$inferSelect;
/** A stored login streak. */
export type LoginStreakRow = typeof loginStreaks.$inferSelect;

/** Daily quests and login streaks. Every method takes the database or a transaction. */
export const questRepository = {
  /** Makes the player's quests of `day` if missing (the deterministic draw; any process may, one insert wins). */
  async ensureDay(db: Db, accountId: string, day: string): Promise<void> {
    const drawn = drawQuests(accountId, day);
    await db
      .insert(dailyQuests)
      .values(drawn.map((q, slot) => ({ accountId, day, slot, quest: q.id, target: q.target })))
      .onConflictDoNothing();
  },

  /** The player's quests of `day`, by slot. */
  async ofDay(db: Db, accountId: string, day: string): Promise<DailyQuestRow[]> {
    return db.select().from(dailyQuests).where(and(eq(dailyQuests.accountId, accountId), eq(dailyQuests.day, day))).orderBy(asc(dailyQuests.slot));
  },

  /**
   * Adds progress to the player's quests of `day` in ONE statement (it rides in the battle's statement budget): the
   * day's rows are inserted as drawn with the gains applied, or, when they exist, incremented (each capped at its
   * target; claimed ones stay as they are). An increment, so concurrent battles add up instead of overwriting.
   */
  async advance(db: Db, accountId: string, day: string, gains: ReadonlyMap<QuestId, number>): Promise<void> {
    const entries = [...gains].filter(([, n]) => n > 0);
    if (entries.length === 0) return;
    const gainOf = (quest: SQL) => sql`(case ${quest} ${sql.join(entries.map(([q, n]) => sql`when ${q} then ${n}::int`), sql` `)} else 0 end)`;
    const rows = drawQuests(accountId, day).map((q, slot) => sql`(${accountId}::uuid, ${day}::date, ${slot}::int, ${q.id}, ${q.target}::int, least(${q.target}::int, ${gains.get(q.id) ?? 0}::int))`);
    await db.execute(sql`insert into daily_quests (account_id, day, slot, quest, target, progress) values ${sql.join(rows, sql`, `)}
      on conflict (account_id, day, slot) do update set progress = least(daily_quests.target, daily_quests.progress + ${gainOf(sql`daily_quests.quest`)})
      where daily_quests.claimed_at is null and daily_quests.progress < daily_quests.target and ${gainOf(sql`daily_quests.quest`)} > 0`);
  },

  /** Marks a finished, unclaimed quest claimed; the row when this call claimed it, undefined otherwise. */
  async claim(db: Db, accountId: string, day: string, slot: number, now: Date): Promise<DailyQuestRow | undefined> {
    const [row] = await db
      .update(dailyQuests)
      .set({ claimedAt: now })
      .where(and(eq(dailyQuests.accountId, accountId), eq(dailyQuests.day, day), eq(dailyQuests.slot, slot), sql`${dailyQuests.claimedAt} is null`, sql`${dailyQuests.progress} >= ${dailyQuests.target}`))
      .returning();
    return row;
  },

  /** The player's streak row, if they ever took a streak reward. */
  async streak(db: Db, accountId: string): Promise<LoginStreakRow | undefined> {
    const [row] = await db.select().from(loginStreaks).where(eq(loginStreaks.accountId, accountId));
    return row;
  },

  /**
   * Takes `day`'s streak in one statement: the run grows by one when the last day taken was `yesterday`, else starts
   * again at 1; nothing happens when `day` was taken already. Answers the new row, or undefined when already taken.
   */
  async takeStreak(db: Db, accountId: string, day: string, yesterday: string): Promise<LoginStreakRow | undefined> {
    const [row] = await rowsOf<{ account_id: string; last_day: string; length: number; best: number }>(
      db,
      sql`insert into login_streaks (account_id, last_day, length, best) values (${accountId}, ${day}, 1, 1)
        on conflict (account_id) do update set
          length = case when login_streaks.last_day = ${yesterday}::date then login_streaks.length + 1 else 1 end,
          best = greatest(login_streaks.best, case when login_streaks.last_day = ${yesterday}::date then login_streaks.length + 1 else 1 end),
          last_day = excluded.last_day
        where login_streaks.last_day < excluded.last_day
        returning account_id, last_day::text as last_day, length, best`,
    );
    return row ? { accountId: row.account_id, lastDay: row.last_day, length: Number(row.length), best: Number(row.best) } : undefined;
  },
};

/** See {@link questRepository}. */
export type QuestRepository = typeof questRepository;
