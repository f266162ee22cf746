import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PVP_RATING } from '../../src/content/modes/pvpRating';
import type { Db } from './database';
import { rowsOf } from './rowsOf';
import { playerStats, teamRecords } from './schema';

/** A player's stats row. */
export type PlayerStatsRow = typeof playerStats.$inferSelect;

/** The three boards (docs/GAME_RULES.md "Rankings"). */
export type RankingBoard = 'rating' | 'users' | 'teams';

/** Advisory lock key of the daily snapshot ("tcg-rank" as an int), held for the snapshot's transaction. */
export const RANKING_SNAPSHOT_LOCK_KEY = 0x7463_726b;

/**
 * Each board as a ranked row set (account_id, slot, rank and the board's figures); ties fall to the account id,
 * so every request ranks the same rows the same way.
 */
const RANKED: Readonly<Record<RankingBoard, SQL>> = {
  rating: sql`select s.account_id, 0 as slot, a.display_name, s.rating, s.pvp_wins, s.pvp_losses,
      row_number() over (order by s.rating desc, s.pvp_wins desc, s.account_id) as rank
    from player_stats s join accounts a on a.id = s.account_id where s.pvp_battles > 0`,
  users: sql`select s.account_id, 0 as slot, a.display_name, s.campaign_stars, s.best_floor,
      row_number() over (order by s.campaign_stars desc, s.best_floor desc, s.account_id) as rank
    from player_stats s join accounts a on a.id = s.account_id where s.campaign_stars > 0 or s.best_floor > 0`,
  teams: sql`select r.account_id, r.slot, a.display_name, t.name as team_name, r.wins, r.battles, r.power, r.card_ids,
      row_number() over (order by r.wins desc, r.power desc, r.account_id, r.slot) as rank
    from team_records r join teams t on t.account_id = r.account_id and t.slot = r.slot
    join accounts a on a.id = r.account_id where r.battles > 0`,
};

/** A ranked row as the database answers it: the board's columns, its rank and yesterday's rank (or null). */
export type RankedRow = Record<string, unknown> & { account_id: string; slot: number; rank: number | string; previous_rank: number | string | null };

/**
 * Player stats and team records (what the rankings read) and the boards themselves. Writes run in the battle's
 * transaction; stats rows are locked in account-id order (one order everywhere: no deadlocks).
 */
export const rankingRepository = {
  /** Creates the stats rows of these players if missing (starting rating), then locks them FOR UPDATE in id order. */
  async lockStats(tx: Db, accountIds: readonly string[], now: Date): Promise<Map<string, PlayerStatsRow>> {
    const ids = [...new Set(accountIds)].sort();
    await tx
      .insert(playerStats)
      .values(ids.map((accountId) => ({ accountId, rating: PVP_RATING.start, updatedAt: now })))
      .onConflictDoNothing();
    const rows = await tx.select().from(playerStats).where(inArray(playerStats.accountId, ids)).orderBy(asc(playerStats.accountId)).for('update');
    return new Map(rows.map((r) => [r.accountId, r]));
  },

  /**
   * Adds campaign stars to a player's total in one upsert (the row is made at the starting rating if missing). No
   * read first: an increment needs none, and the row lock it takes is the only one this player's start holds on stats.
   */
  async addCampaignStars(tx: Db, accountId: string, gain: number, now: Date): Promise<void> {
    await tx
      .insert(playerStats)
      .values({ accountId, rating: PVP_RATING.start, campaignStars: gain, updatedAt: now })
      .onConflictDoUpdate({ target: playerStats.accountId, set: { campaignStars: sql`${playerStats.campaignStars} + ${gain}`, updatedAt: now } });
  },

  /** A player's stats, or undefined before their first battle. */
  async stats(db: Db, accountId: string): Promise<PlayerStatsRow | undefined> {
    const [row] = await db.select().from(playerStats).where(eq(playerStats.accountId, accountId));
    return row;
  },

  /** Writes a locked stats row's new figures. */
  async updateStats(tx: Db, accountId: string, set: Partial<Omit<PlayerStatsRow, 'accountId'>>): Promise<void> {
    await tx.update(playerStats).set(set).where(eq(playerStats.accountId, accountId));
  },

  /** Counts one battle of a saved team (and a win), keeping its name, power and cards as of now. */
  async recordTeamBattle(tx: Db, row: { accountId: string; slot: number; name: string; power: number; cardIds: string[]; won: boolean; now: Date }): Promise<void> {
    const win = row.won ? 1 : 0;
    await tx
      .insert(teamRecords)
      .values({ accountId: row.accountId, slot: row.slot, name: row.name, wins: win, battles: 1, power: row.power, cardIds: row.cardIds, updatedAt: row.now })
      .onConflictDoUpdate({
        target: [teamRecords.accountId, teamRecords.slot],
        set: {
          name: row.name,
          power: row.power,
          cardIds: row.cardIds,
          wins: sql`${teamRecords.wins} + ${win}`,
          battles: sql`${teamRecords.battles} + 1`,
          updatedAt: row.now,
        },
      });
  },

  /**
   * PvP opponents for a player rated `rating`: other players with a defence team whose rating (the starting one
   * before their first PvP battle) is within `window`, nearest first, at most `limit`.
   */
  async pvpCandidates(db: Db, accountId: string, rating: number, window: number, limit: number): Promise<{ accountId: string; rating: number }[]> {
    const rows = await rowsOf<{ account_id: string; rating: number }>(
      db,
      sql`select t.account_id, coalesce(s.rating, ${PVP_RATING.start}) as rating
        from teams t left join player_stats s on s.account_id = t.account_id
        where t.is_defence and t.account_id <> ${accountId} and abs(coalesce(s.rating, ${PVP_RATING.start}) - ${rating}) <= ${window}
        order by abs(coalesce(s.rating, ${PVP_RATING.start}) - ${rating}), t.account_id limit ${limit}`,
    );
    return rows.map((r) => ({ accountId: r.account_id, rating: Number(r.rating) }));
  },

  /** A page of a board with each row's rank yesterday (today's snapshot), and the total ranked. */
  async page(db: Db, board: RankingBoard, day: string, limit: number, offset: number): Promise<{ rows: RankedRow[]; total: number }> {
    const rows = await rowsOf<RankedRow>(
      db,
      sql`with ranked as (${RANKED[board]})
        select ranked.*, snap.rank as previous_rank from ranked
        left join ranking_snapshots snap on snap.day = ${day} and snap.board = ${board} and snap.account_id = ranked.account_id and snap.slot = ranked.slot
        order by ranked.rank limit ${limit} offset ${offset}`,
    );
    const [total] = await rowsOf<{ n: number | string }>(db, sql`with ranked as (${RANKED[board]}) select count(*) as n from ranked`);
    return { rows, total: Number(total?.n ?? 0) };
  },

  /** The player's own row on a board (their best-ranked team on the team board), or undefined when unranked. */
  async own(db: Db, board: RankingBoard, day: string, accountId: string): Promise<RankedRow | undefined> {
    const [row] = await rowsOf<RankedRow>(
      db,
      sql`with ranked as (${RANKED[board]})
        select ranked.*, snap.rank as previous_rank from ranked
        left join ranking_snapshots snap on snap.day = ${day} and snap.board = ${board} and snap.account_id = ranked.account_id and snap.slot = ranked.slot
        where ranked.account_id = ${accountId} order by ranked.rank limit 1`,
    );
    return row;
  },

  /**
   * Takes the day's snapshot of every board once: under a transaction-scoped advisory lock (every process and
   * connection queues on it), the day's marker row is claimed; only the claimer copies the ranks. Returns true
   * when this call took it.
   */
  async snapshotDay(db: Db, day: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RANKING_SNAPSHOT_LOCK_KEY})`);
      const claimed = await rowsOf<{ day: string }>(
        tx,
        sql`insert into ranking_snapshot_days (day, taken_at) values (${day}, ${now}) on conflict do nothing returning day`,
      );
      if (claimed.length === 0) return false;
      for (const board of Object.keys(RANKED) as RankingBoard[]) {
        await tx.execute(sql`insert into ranking_snapshots (day, board, account_id, slot, rank)
          select ${day}, ${board}, ranked.account_id, ranked.slot, ranked.rank from (${RANKED[board]}) ranked`);
      }
      return true;
    });
  },

  /** True when the day's snapshot exists. */
  async hasSnapshot(db: Db, day: string): Promise<boolean> {
    const rows = await rowsOf<{ day: string }>(db, sql`select day from ranking_snapshot_days where day = ${day}`);
    return rows.length > 0;
  },

  /** Rating history points of a player: after each PvP battle as attacker or defender, oldest first (last `limit`). */
  async ratingPoints(db: Db, accountId: string, limit: number): Promise<{ id: string; created_at: Date | string; rating: number }[]> {
    const rows = await rowsOf<{ id: string; created_at: Date | string; rating: number }>(
      db,
      sql`select id, created_at, case when attacker_id = ${accountId} then attacker_rating_after else defender_rating_after end as rating
        from battles where mode = 'pvp' and (attacker_id = ${accountId} or (defender_id = ${accountId} and defender_rating_after is not null))
        order by created_at desc, id desc limit ${limit}`,
    );
    return rows.reverse();
  },
};

/** See {@link rankingRepository}. */
export type RankingRepository = typeof rankingRepository;

