import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { commitServerSeed } from '../../src/rules/battles/seedFairness';
import type { MysteryDrawRecord, MysterySeed } from '../../src/contracts/mystery/mysteryEndpoints';
import type { Db } from './database';
import { mysteryAccounts, mysteryDraws, mysterySeeds } from './mysterySchema';

/** A seed-pair row. */
export type MysterySeedRow = typeof mysterySeeds.$inferSelect;
/** A draw row. */
export type MysteryDrawRow = typeof mysteryDraws.$inferSelect;

/** The seed pair as the player may see it: the server seed only once revealed. */
export function mysterySeedOf(row: MysterySeedRow): MysterySeed {
  return {
    id: row.id,
    commitment: row.commitment,
    clientSeed: row.clientSeed,
    nextNonce: row.nextNonce,
    createdAt: row.createdAt.toISOString(),
    revealedAt: row.revealedAt?.toISOString() ?? null,
    serverSeed: row.revealedAt ? row.serverSeed : null,
  };
}

/** The draw DTO of a row. */
export function mysteryDrawOf(row: MysteryDrawRow): MysteryDrawRecord {
  return {
    id: row.id,
    seedId: row.seedId,
    nonce: row.nonce,
    pityBefore: row.pityBefore,
    boxVersion: row.boxVersion,
    rarity: row.rarity as MysteryDrawRecord['rarity'],
    cardId: row.cardId,
    instanceId: row.instanceId,
    paidWith: row.paidWith === 'cards' ? 'cards' : 'fragments',
    paidFragments: row.paidFragments,
    tradedInstanceIds: row.tradedInstanceIds,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A fresh secret server seed (32 CSPRNG bytes as hex). */
const newServerSeed = () => randomBytes(32).toString('hex');
/** A client seed for a player who has not chosen one yet. */
export const newClientSeed = () => randomBytes(8).toString('hex');

/** Mystery-shop rows: seed pairs, the pity counter, draws. Every method takes the database or a transaction. */
export const mysteryRepository = {
  /** Locks the account's mystery row (made on first use): every draw and rotation of one player queues here. */
  async lockAccount(tx: Db, accountId: string): Promise<{ pity: number }> {
    await tx.insert(mysteryAccounts).values({ accountId }).onConflictDoNothing();
    const [row] = await tx.select().from(mysteryAccounts).where(eq(mysteryAccounts.accountId, accountId)).for('update');
    if (!row) throw new Error('mystery_accounts row missing after insert');
    return { pity: row.pity };
  },

  /** Reads the pity counter without locking (0 before the first draw). */
  async pity(db: Db, accountId: string): Promise<number> {
    const [row] = await db.select({ pity: mysteryAccounts.pity }).from(mysteryAccounts).where(eq(mysteryAccounts.accountId, accountId));
    return row?.pity ?? 0;
  },

  /** Sets the pity counter (under the account lock). */
  async setPity(tx: Db, accountId: string, pity: number): Promise<void> {
    await tx.update(mysteryAccounts).set({ pity }).where(eq(mysteryAccounts.accountId, accountId));
  },

  /** The unrevealed seed pair of an account, or undefined. */
  async activeSeed(db: Db, accountId: string): Promise<MysterySeedRow | undefined> {
    const [row] = await db.select().from(mysterySeeds).where(and(eq(mysterySeeds.accountId, accountId), isNull(mysterySeeds.revealedAt)));
    return row;
  },

  /** Commits to a new seed pair; the partial unique index allows one unrevealed pair per account. */
  async createSeed(db: Db, accountId: string, clientSeed: string, now: Date): Promise<MysterySeedRow> {
    const serverSeed = newServerSeed();
    const [row] = await db.insert(mysterySeeds).values({ accountId, serverSeed, commitment: commitServerSeed(serverSeed), clientSeed, createdAt: now }).returning();
    if (!row) throw new Error('INSERT mystery_seeds returned no row');
    return row;
  },

  /** The active pair, made now (first visit) when there is none; a concurrent twin's insert wins and is read back. */
  async ensureActiveSeed(db: Db, accountId: string, now: Date): Promise<MysterySeedRow> {
    const existing = await mysteryRepository.activeSeed(db, accountId);
    if (existing) return existing;
    const serverSeed = newServerSeed();
    const [row] = await db
      .insert(mysterySeeds)
      .values({ accountId, serverSeed, commitment: commitServerSeed(serverSeed), clientSeed: newClientSeed(), createdAt: now })
      .onConflictDoNothing()
      .returning();
    return row ?? (await mysteryRepository.activeSeed(db, accountId))!;
  },

  /** Reveals a pair (it draws no more). */
  async reveal(tx: Db, seedId: string, now: Date): Promise<MysterySeedRow> {
    const [row] = await tx.update(mysterySeeds).set({ revealedAt: now }).where(eq(mysterySeeds.id, seedId)).returning();
    if (!row) throw new Error(`mystery seed ${seedId} vanished`);
    return row;
  },

  /** Takes the pair's next nonce (under the account lock). */
  async takeNonce(tx: Db, seedId: string): Promise<MysterySeedRow> {
    const [row] = await tx.update(mysterySeeds).set({ nextNonce: sql`${mysterySeeds.nextNonce} + 1` }).where(eq(mysterySeeds.id, seedId)).returning();
    if (!row) throw new Error(`mystery seed ${seedId} vanished`);
    return row;
  },

  /** The draw made under an idempotency key, if any. */
  async drawByKey(db: Db, accountId: string, key: string): Promise<MysteryDrawRow | undefined> {
    const [row] = await db.select().from(mysteryDraws).where(and(eq(mysteryDraws.accountId, accountId), eq(mysteryDraws.idempotencyKey, key)));
    return row;
  },

  /** Records a draw. */
  async insertDraw(tx: Db, draw: typeof mysteryDraws.$inferInsert): Promise<MysteryDrawRow> {
    const [row] = await tx.insert(mysteryDraws).values(draw).returning();
    if (!row) throw new Error('INSERT mystery_draws returned no row');
    return row;
  },

  /** A seed pair by id (any account: the caller checks ownership). */
  async seed(db: Db, seedId: string): Promise<MysterySeedRow | undefined> {
    const [row] = await db.select().from(mysterySeeds).where(eq(mysterySeeds.id, seedId));
    return row;
  },

  /** The account's seed pairs, newest first. */
  seeds(db: Db, accountId: string, limit = 50): Promise<MysterySeedRow[]> {
    return db.select().from(mysterySeeds).where(eq(mysterySeeds.accountId, accountId)).orderBy(desc(mysterySeeds.createdAt)).limit(limit);
  },

  /** The account's draws, newest first. */
  draws(db: Db, accountId: string, limit = 200): Promise<MysteryDrawRow[]> {
    return db.select().from(mysteryDraws).where(eq(mysteryDraws.accountId, accountId)).orderBy(desc(mysteryDraws.createdAt), desc(mysteryDraws.nonce)).limit(limit);
  },
};
