import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { LEAGUES, SEASON_RULES } from '../../src/content/seasons/leagues';
import { PVP_RATING } from '../../src/content/modes/pvpRating';
import type { Db } from './database';
import { rowsOf } from './rowsOf';
import { seasonResults, seasons } from './schema';

/** A season row. */
export type SeasonRow = typeof seasons.$inferSelect;
/** A season result row. */
export type SeasonResultRow = typeof seasonResults.$inferSelect;

/** A row of a past season's standing. */
export interface SeasonStandingRow {
  accountId: string;
  displayName: string;
  rank: number;
  rating: number;
  league: string;
  wins: number;
  losses: number;
}

/** The league of `rating` in SQL, from the content's thresholds (one source for both sides). */
function leagueCase(rating: SQL): SQL {
  const cases = [...LEAGUES].reverse().map((l) => sql`when ${rating} >= ${l.minRating} then ${l.id}`);
  return sql`(case ${sql.join(cases, sql` `)} else ${LEAGUES[0]!.id} end)`;
}

/** The soft reset in SQL: start + trunc((rating − start) × keep), never below the floor (src/content/seasons softReset). */
function softResetSql(rating: SQL): SQL {
  return sql`greatest(${PVP_RATING.floor}, ${PVP_RATING.start} + trunc((${rating} - ${PVP_RATING.start}) * ${SEASON_RULES.keep}::numeric)::int)`;
}

/** Seasons and their results. Every method takes the database or a transaction. */
export const seasonRepository = {
  /** The current season: the highest number. */
  async current(db: Db): Promise<SeasonRow | undefined> {
    const [row] = await db.select().from(seasons).orderBy(desc(seasons.number)).limit(1);
    return row;
  },

  /** A season by number. */
  async byNumber(db: Db, number: number): Promise<SeasonRow | undefined> {
    const [row] = await db.select().from(seasons).where(eq(seasons.number, number));
    return row;
  },

  /** Opens a season unless that number exists (any process may try); true when this call opened it. */
  async open(db: Db, season: { number: number; startsAt: Date; endsAt: Date }): Promise<boolean> {
    const rows = await db.insert(seasons).values(season).onConflictDoNothing().returning({ number: seasons.number });
    return rows.length > 0;
  },

  /** Marks a season's turn finished. */
  async close(db: Db, number: number, now: Date): Promise<void> {
    await db.update(seasons).set({ closedAt: now }).where(eq(seasons.number, number));
  },

  /** Finished seasons, newest first (at most `limit`). */
  async closed(db: Db, limit: number): Promise<SeasonRow[]> {
    return db.select().from(seasons).where(sql`${seasons.closedAt} is not null`).orderBy(desc(seasons.number)).limit(limit);
  },

  /**
   * Records a season's final standing in one statement: every player with a PvP battle this season, ranked by rating
   * (then wins, then id, as the rating board), with league, the reset rating and the league's reward. Idempotent.
   */
  async recordResults(tx: Db, season: number): Promise<number> {
    const rewards = sql.join(
      LEAGUES.map((l) => sql`(${l.id}, ${JSON.stringify(l.reward)}::jsonb)`),
      sql`, `,
    );
    const rows = await rowsOf<{ account_id: string }>(
      tx,
      sql`insert into season_results (season, account_id, rank, rating, league, wins, losses, battles, reset_rating, reward)
        select ${season}, r.account_id, r.rank, r.rating, r.league, r.pvp_wins, r.pvp_losses, r.pvp_battles, ${softResetSql(sql`r.rating`)}, rw.reward
        from (select s.*, row_number() over (order by s.rating desc, s.pvp_wins desc, s.account_id) as rank, ${leagueCase(sql`s.rating`)} as league
              from player_stats s where s.pvp_battles > 0) r
        join (values ${rewards}) as rw(league, reward) on rw.league = r.league
        on conflict do nothing returning account_id`,
    );
    return rows.length;
  },

  /** The next unpaid results of a season, in account order (the order every lock on stats rows is taken in). */
  async unpaid(tx: Db, season: number, limit: number): Promise<SeasonResultRow[]> {
    return tx
      .select()
      .from(seasonResults)
      .where(and(eq(seasonResults.season, season), isNull(seasonResults.paidAt)))
      .orderBy(asc(seasonResults.accountId))
      .limit(limit);
  },

  /**
   * Starts a player's next season from the soft reset: the rating becomes the reset rating plus whatever battles fought
   * since the results were recorded moved it; the season's record (wins, losses, battles) starts again from those battles.
   */
  async resetStats(tx: Db, result: SeasonResultRow, now: Date): Promise<void> {
    await tx.execute(sql`update player_stats set
        rating = greatest(${PVP_RATING.floor}, ${result.resetRating} + (rating - ${result.rating})),
        pvp_wins = greatest(0, pvp_wins - ${result.wins}), pvp_losses = greatest(0, pvp_losses - ${result.losses}),
        pvp_battles = greatest(0, pvp_battles - ${result.battles}), updated_at = ${now}
      where account_id = ${result.accountId}`);
  },

  /** Marks a result paid (in the payment's transaction). */
  async markPaid(tx: Db, season: number, accountId: string, now: Date): Promise<void> {
    await tx.update(seasonResults).set({ paidAt: now }).where(and(eq(seasonResults.season, season), eq(seasonResults.accountId, accountId)));
  },

  /** A page of a season's final standing with player names, and the total. */
  async standing(db: Db, season: number, limit: number, offset: number): Promise<{ rows: SeasonStandingRow[]; total: number }> {
    const rows = await rowsOf<{ account_id: string; display_name: string; rank: number; rating: number; league: string; wins: number; losses: number }>(
      db,
      sql`select r.account_id, a.display_name, r.rank, r.rating, r.league, r.wins, r.losses from season_results r join accounts a on a.id = r.account_id
        where r.season = ${season} order by r.rank limit ${limit} offset ${offset}`,
    );
    const [total] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from season_results where season = ${season}`);
    return {
      rows: rows.map((r) => ({ accountId: r.account_id, displayName: r.display_name, rank: Number(r.rank), rating: Number(r.rating), league: r.league, wins: Number(r.wins), losses: Number(r.losses) })),
      total: Number(total?.n ?? 0),
    };
  },

  /** A player's result in a season, if they were ranked. */
  async resultOf(db: Db, season: number, accountId: string): Promise<SeasonResultRow | undefined> {
    const [row] = await db.select().from(seasonResults).where(and(eq(seasonResults.season, season), eq(seasonResults.accountId, accountId)));
    return row;
  },

  /** A player's results in every season, newest first. */
  async resultsOf(db: Db, accountId: string, limit: number): Promise<SeasonResultRow[]> {
    return db.select().from(seasonResults).where(eq(seasonResults.accountId, accountId)).orderBy(desc(seasonResults.season)).limit(limit);
  },
};

/** See {@link seasonRepository}. */
export type SeasonRepository = typeof seasonRepository;
