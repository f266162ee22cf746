import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from './database';
import { battles, tournamentEntries, tournamentMatches, tournamentRoundSeeds, tournaments } from './schema';

/** A tournament row. */
export type TournamentRow = typeof tournaments.$inferSelect;
/** A new tournament. */
export type NewTournamentRow = typeof tournaments.$inferInsert;
/** An entrant row. */
export type EntryRow = typeof tournamentEntries.$inferSelect;
/** A match row. */
export type MatchRow = typeof tournamentMatches.$inferSelect;
/** A round seed row. */
export type RoundSeedRow = typeof tournamentRoundSeeds.$inferSelect;
/** A battle to store. */
export type NewBattle = typeof battles.$inferInsert;

/** Tournaments, their entrants, matches and round seeds. Every method takes the database or a transaction first. */
export const tournamentRepository = {
  /** Stores a tournament and its committed round seeds. */
  async create(db: Db, row: NewTournamentRow, seeds: readonly { round: number; serverSeed: string; serverSeedHash: string }[]): Promise<TournamentRow> {
    const [created] = await db.insert(tournaments).values(row).returning();
    await db.insert(tournamentRoundSeeds).values(seeds.map((s) => ({ ...s, tournamentId: created!.id })));
    return created!;
  },
  /** A tournament by id, locked FOR UPDATE when asked (joins, cancellation). */
  async get(db: Db, id: string, lock = false): Promise<TournamentRow | undefined> {
    const query = db.select().from(tournaments).where(eq(tournaments.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
  /** A private tournament by its invite code. */
  async byInviteCode(db: Db, code: string): Promise<TournamentRow | undefined> {
    const [row] = await db.select().from(tournaments).where(eq(tournaments.inviteCode, code));
    return row;
  },
  /** The tournament a creator made under an idempotency key (a retried create). */
  async byCreateKey(db: Db, creator: string, key: string): Promise<TournamentRow | undefined> {
    const [row] = await db.select().from(tournaments).where(and(eq(tournaments.createdBy, creator), eq(tournaments.createKey, key)));
    return row;
  },
  /** Private tournaments a player created that are open or running (the per-creator limit). */
  async activeCreatedBy(db: Db, creator: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tournaments)
      .where(and(eq(tournaments.createdBy, creator), inArray(tournaments.status, ['open', 'running'])));
    return row?.n ?? 0;
  },
  /** Writes the tournament's progress (status, rounds, clock, prizes). */
  async update(db: Db, id: string, change: Partial<NewTournamentRow>): Promise<void> {
    await db.update(tournaments).set(change).where(eq(tournaments.id, id));
  },
  /** Official tournaments and those the player created or entered, newest start first. */
  async listFor(db: Db, playerId: string): Promise<TournamentRow[]> {
    const entered = db.select({ id: tournamentEntries.tournamentId }).from(tournamentEntries).where(eq(tournamentEntries.accountId, playerId));
    return db
      .select()
      .from(tournaments)
      .where(or(eq(tournaments.kind, 'official'), eq(tournaments.createdBy, playerId), inArray(tournaments.id, entered)))
      .orderBy(sql`${tournaments.startsAt} desc`)
      .limit(50);
  },
  /** Entrant counts and whether `playerId` entered, per tournament. */
  async entryCounts(db: Db, ids: readonly string[], playerId: string): Promise<Map<string, { players: number; joined: boolean }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: tournamentEntries.tournamentId, players: sql<number>`count(*)::int`, joined: sql<boolean>`bool_or(${tournamentEntries.accountId} = ${playerId})` })
      .from(tournamentEntries)
      .where(inArray(tournamentEntries.tournamentId, [...ids]))
      .groupBy(tournamentEntries.tournamentId);
    return new Map(rows.map((r) => [r.id, { players: r.players, joined: r.joined }]));
  },
  /** Entrants in entry order. */
  entries(db: Db, id: string): Promise<EntryRow[]> {
    return db.select().from(tournamentEntries).where(eq(tournamentEntries.tournamentId, id)).orderBy(asc(tournamentEntries.seat));
  },
  /** Adds an entrant. */
  async addEntry(db: Db, row: typeof tournamentEntries.$inferInsert): Promise<void> {
    await db.insert(tournamentEntries).values(row);
  },
  /** Writes an entrant's final place and prize. */
  async setResult(db: Db, id: string, accountId: string, place: number, prize: number): Promise<void> {
    await db.update(tournamentEntries).set({ place, prize }).where(and(eq(tournamentEntries.tournamentId, id), eq(tournamentEntries.accountId, accountId)));
  },
  /** Every match, by round and table. */
  matches(db: Db, id: string): Promise<MatchRow[]> {
    return db.select().from(tournamentMatches).where(eq(tournamentMatches.tournamentId, id)).orderBy(asc(tournamentMatches.round), asc(tournamentMatches.tableNo));
  },
  /** Stores a round's matches. */
  async addMatches(db: Db, rows: readonly (typeof tournamentMatches.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await db.insert(tournamentMatches).values([...rows]);
  },
  /** The round seeds (secret ones included: the caller decides what to reveal). */
  seeds(db: Db, id: string): Promise<RoundSeedRow[]> {
    return db.select().from(tournamentRoundSeeds).where(eq(tournamentRoundSeeds.tournamentId, id)).orderBy(asc(tournamentRoundSeeds.round));
  },
  /** Marks a round's seed revealed (its battles are stored with it). */
  async revealSeed(db: Db, id: string, round: number): Promise<void> {
    await db.update(tournamentRoundSeeds).set({ revealed: true }).where(and(eq(tournamentRoundSeeds.tournamentId, id), eq(tournamentRoundSeeds.round, round)));
  },
  /** Stores battles the server decided on its own (tournament pairings: no stamina, no commitment to claim). */
  async insertBattles(db: Db, rows: readonly NewBattle[]): Promise<void> {
    if (rows.length > 0) await db.insert(battles).values([...rows]);
  },
};
