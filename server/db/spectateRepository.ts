import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from './database';
import { rowsOf } from './rowsOf';
import { accounts, battleWatchers, follows } from './schema';

/** A decided battle as the feed reads it (with its tournament and round, when it was a pairing). */
export interface FeedRow {
  id: string;
  mode: string;
  attacker_id: string;
  attacker_name: string;
  defender_id: string | null;
  opponent_kind: string;
  opponent_name: string;
  rating: number | null;
  created_at: Date | string;
  tournament_id: string | null;
  tournament_name: string | null;
  round: number | null;
}

/** Which battles a feed query wants: tournament pairings, duels rated at least `topRating`, and these players' battles. */
export interface FeedFilter {
  topRating: number;
  players: readonly string[];
  limit: number;
}

/** A live-feed read: the battles stored by transactions from `fromTx` on (xid8 as text), less those already sent. */
export interface FeedSinceFilter extends FeedFilter {
  fromTx: string;
  sent: readonly string[];
}

/** Follows, watchers and the feed's reads of decided battles. Every method takes the database or a transaction first. */
export const spectateRepository = {
  /**
   * The oldest transaction still running (xid8 as text): every transaction before it has ended, so a feed that reads
   * from here on next time misses no battle committed later, however long ago its `created_at` says it was decided.
   */
  async feedHorizon(db: Db): Promise<string> {
    const [row] = await rowsOf<{ horizon: string }>(db, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`);
    return row!.horizon;
  },
  /** Feed-worthy battles stored by transactions from `fromTx` on and not yet sent, in commit-id order (`battles_tx_idx`). */
  feedSince(db: Db, filter: FeedSinceFilter): Promise<(FeedRow & { tx: string })[]> {
    const players = filter.players.length > 0 ? sql`or b.attacker_id = any(${`{${filter.players.join(',')}}`}::uuid[]) or b.defender_id = any(${`{${filter.players.join(',')}}`}::uuid[])` : sql``;
    return rowsOf<FeedRow & { tx: string }>(
      db,
      sql`select b.id, b.mode, b.attacker_id, b.attacker_name, b.defender_id, b.opponent_kind, b.opponent_name,
            greatest(b.attacker_rating_before, b.defender_rating_before) as rating, b.created_at, t.id as tournament_id, t.name as tournament_name, m.round, b.tx::text as tx
          from battles b
          left join tournament_matches m on m.battle_id = b.id
          left join tournaments t on t.id = m.tournament_id
          where b.tx >= ${filter.fromTx}::xid8 and b.id <> all(${`{${filter.sent.join(',')}}`}::uuid[])
            and (b.mode = 'tournament' or greatest(b.attacker_rating_before, b.defender_rating_before) >= ${filter.topRating} ${players})
          order by b.tx, b.created_at, b.id
          limit ${filter.limit}`,
    );
  },
  /** The latest feed-worthy battles (newest first): the feed's first page, or one player's latest battles. */
  latest(db: Db, filter: FeedFilter & { onlyPlayers?: boolean }): Promise<FeedRow[]> {
    const list = `{${filter.players.join(',')}}`;
    const which = filter.onlyPlayers
      ? sql`(b.attacker_id = any(${list}::uuid[]) or b.defender_id = any(${list}::uuid[]))`
      : sql`(b.mode = 'tournament' or greatest(b.attacker_rating_before, b.defender_rating_before) >= ${filter.topRating}${filter.players.length > 0 ? sql` or b.attacker_id = any(${list}::uuid[]) or b.defender_id = any(${list}::uuid[])` : sql``})`;
    return rowsOf<FeedRow>(
      db,
      sql`select b.id, b.mode, b.attacker_id, b.attacker_name, b.defender_id, b.opponent_kind, b.opponent_name,
            greatest(b.attacker_rating_before, b.defender_rating_before) as rating, b.created_at, t.id as tournament_id, t.name as tournament_name, m.round
          from battles b
          left join tournament_matches m on m.battle_id = b.id
          left join tournaments t on t.id = m.tournament_id
          where ${which}
          order by b.created_at desc, b.id desc
          limit ${filter.limit}`,
    );
  },
  /** The players `followerId` follows, with their display names. */
  followed(db: Db, followerId: string): Promise<{ playerId: string; name: string }[]> {
    return db
      .select({ playerId: follows.followedId, name: accounts.displayName })
      .from(follows)
      .innerJoin(accounts, eq(accounts.id, follows.followedId))
      .where(eq(follows.followerId, followerId))
      .orderBy(accounts.displayName);
  },
  /** Follows (again: nothing changes). */
  async follow(db: Db, followerId: string, followedId: string, now: Date): Promise<void> {
    await db.insert(follows).values({ followerId, followedId, createdAt: now }).onConflictDoNothing();
  },
  /** Unfollows (not followed: nothing changes). */
  async unfollow(db: Db, followerId: string, followedId: string): Promise<void> {
    await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
  },
  /** Whether `followerId` follows `followedId`. */
  async follows(db: Db, followerId: string, followedId: string): Promise<boolean> {
    const [row] = await db.select({ one: sql`1` }).from(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
    return row !== undefined;
  },
  /** A display name by account id. */
  async nameOf(db: Db, accountId: string): Promise<string | undefined> {
    const [row] = await db.select({ name: accounts.displayName }).from(accounts).where(eq(accounts.id, accountId));
    return row?.name;
  },
  /** Marks `accountId` as watching `battleId` now and answers how many were seen watching it since `since`. */
  async watch(db: Db, battleId: string, accountId: string, now: Date, since: Date): Promise<number> {
    await db
      .insert(battleWatchers)
      .values({ battleId, accountId, seenAt: now })
      .onConflictDoUpdate({ target: [battleWatchers.battleId, battleWatchers.accountId], set: { seenAt: now } });
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(battleWatchers)
      .where(and(eq(battleWatchers.battleId, battleId), gt(battleWatchers.seenAt, since)));
    return row?.n ?? 0;
  },
  /** Watcher counts of every battle watched since `since` (the feed's `watchers` event; stale rows count no more). */
  async watcherCounts(db: Db, since: Date, battleIds?: readonly string[]): Promise<Record<string, number>> {
    const rows = await db
      .select({ battleId: battleWatchers.battleId, n: sql<number>`count(*)::int` })
      .from(battleWatchers)
      .where(and(gt(battleWatchers.seenAt, since), battleIds ? inArray(battleWatchers.battleId, [...battleIds]) : undefined))
      .groupBy(battleWatchers.battleId)
      .limit(500);
    return Object.fromEntries(rows.map((r) => [r.battleId, r.n]));
  },
};
