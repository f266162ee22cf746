import { and, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from './database';
import { chainBlocks, chainCursors, chainDeposits, chainPendingDeposits, depositRefs } from './schema';

/** Which deposit contract on which chain a cursor or block belongs to. */
export interface ChainContract {
  chainId: number;
  contract: string;
}

/** A handled Deposit log as stored. */
export type ChainDepositRow = typeof chainDeposits.$inferSelect;
/** A pending (unconfirmed) Deposit log as stored. */
export type PendingDepositRow = typeof chainPendingDeposits.$inferSelect;
/** A cursor row. */
export type ChainCursorRow = typeof chainCursors.$inferSelect;

/** How many recent block hashes are kept per contract for reorg checks. */
export const KEPT_BLOCK_HASHES = 64;

/** Deposit refs, handled and pending Deposit logs, the indexer's cursor and block hashes. Every method runs on the `Db` it is given first. */
export interface DepositRepository {
  /** The account's deposit ref, if one was issued. */
  refOf(db: Db, accountId: string): Promise<string | undefined>;
  /** Stores `ref` for the account unless it has one; answers the account's ref either way. */
  issueRef(db: Db, accountId: string, ref: string): Promise<string>;
  /** The accounts of these refs (refs not issued are absent). */
  accountsOfRefs(db: Db, refs: readonly string[]): Promise<Map<string, string>>;
  /** The cursor, created at `initialBlock` if missing; `lock` takes FOR UPDATE (inside a transaction). */
  cursor(db: Db, where: ChainContract, initialBlock: number, lock?: boolean): Promise<ChainCursorRow>;
  /** The cursor if the indexer has made one (read only). */
  findCursor(db: Db, where: ChainContract): Promise<ChainCursorRow | undefined>;
  /** Moves the cursor (and the last seen head). */
  setCursor(db: Db, where: ChainContract, scannedBlock: number, headBlock: number): Promise<void>;
  /** Recent stored block hashes, newest first. */
  recentBlocks(db: Db, where: ChainContract): Promise<{ number: number; hash: string }[]>;
  /** Records a scanned block's hash and forgets all but the newest {@link KEPT_BLOCK_HASHES}. */
  rememberBlock(db: Db, where: ChainContract, number: number, hash: string): Promise<void>;
  /** Forgets stored hashes above `number` (after a reorg). */
  forgetBlocksAbove(db: Db, where: ChainContract, number: number): Promise<void>;
  /** Inserts a handled log unless its (chain, tx, log index) is there; true when this call inserted it. */
  insertDeposit(db: Db, row: typeof chainDeposits.$inferInsert): Promise<boolean>;
  /** Links a credited log to its ledger movement. */
  setMovement(db: Db, key: { chainId: number; txHash: string; logIndex: number }, movementId: number): Promise<void>;
  /** Credited logs of a chain in a block range (to notice ones a reorg removed). */
  creditedInRange(db: Db, chainId: number, from: number, to: number): Promise<ChainDepositRow[]>;
  /** Turns a credited log into a review entry (a reorg removed it after it was credited). */
  markReorged(db: Db, key: { chainId: number; txHash: string; logIndex: number }): Promise<void>;
  /** Replaces the chain's pending logs. */
  replacePending(db: Db, chainId: number, rows: (typeof chainPendingDeposits.$inferInsert)[]): Promise<void>;
  /** An account's handled deposits, newest first. */
  depositsOf(db: Db, accountId: string, limit: number): Promise<ChainDepositRow[]>;
  /** An account's pending deposits, newest first. */
  pendingOf(db: Db, accountId: string): Promise<PendingDepositRow[]>;
  /** The review list, oldest first. */
  reviewList(db: Db, limit: number): Promise<ChainDepositRow[]>;
}

const cursorWhere = (w: ChainContract) => and(eq(chainCursors.chainId, w.chainId), eq(chainCursors.contract, w.contract));
const blockWhere = (w: ChainContract) => and(eq(chainBlocks.chainId, w.chainId), eq(chainBlocks.contract, w.contract));
const logKey = (k: { chainId: number; txHash: string; logIndex: number }) =>
  and(eq(chainDeposits.chainId, k.chainId), eq(chainDeposits.txHash, k.txHash), eq(chainDeposits.logIndex, k.logIndex));

/** The {@link DepositRepository} on Drizzle. */
export const depositRepository: DepositRepository = {
  async refOf(tx, accountId) {
    const [row] = await tx.select({ ref: depositRefs.ref }).from(depositRefs).where(eq(depositRefs.accountId, accountId));
    return row?.ref;
  },
  async issueRef(tx, accountId, ref) {
    await tx.insert(depositRefs).values({ ref, accountId }).onConflictDoNothing({ target: depositRefs.accountId });
    const [row] = await tx.select({ ref: depositRefs.ref }).from(depositRefs).where(eq(depositRefs.accountId, accountId));
    if (!row) throw new Error('deposit ref missing right after issuing it');
    return row.ref;
  },
  async accountsOfRefs(tx, refs) {
    if (refs.length === 0) return new Map();
    const rows = await tx.select().from(depositRefs).where(inArray(depositRefs.ref, [...refs]));
    return new Map(rows.map((r) => [r.ref, r.accountId]));
  },
  async cursor(tx, where, initialBlock, lock = false) {
    await tx.insert(chainCursors).values({ ...where, scannedBlock: initialBlock, headBlock: initialBlock }).onConflictDoNothing();
    const query = tx.select().from(chainCursors).where(cursorWhere(where));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new Error('chain cursor missing right after creating it');
    return row;
  },
  async findCursor(tx, where) {
    const [row] = await tx.select().from(chainCursors).where(cursorWhere(where));
    return row;
  },
  async setCursor(tx, where, scannedBlock, headBlock) {
    await tx.update(chainCursors).set({ scannedBlock, headBlock, updatedAt: sql`now()` }).where(cursorWhere(where));
  },
  async recentBlocks(tx, where) {
    return tx.select({ number: chainBlocks.number, hash: chainBlocks.hash }).from(chainBlocks).where(blockWhere(where)).orderBy(desc(chainBlocks.number)).limit(KEPT_BLOCK_HASHES);
  },
  async rememberBlock(tx, where, number, hash) {
    await tx.insert(chainBlocks).values({ ...where, number, hash }).onConflictDoUpdate({ target: [chainBlocks.chainId, chainBlocks.contract, chainBlocks.number], set: { hash } });
    await tx.delete(chainBlocks).where(and(blockWhere(where), lte(chainBlocks.number, number - KEPT_BLOCK_HASHES)));
  },
  async forgetBlocksAbove(tx, where, number) {
    await tx.delete(chainBlocks).where(and(blockWhere(where), gt(chainBlocks.number, number)));
  },
  async insertDeposit(tx, row) {
    const inserted = await tx.insert(chainDeposits).values(row).onConflictDoNothing().returning({ txHash: chainDeposits.txHash });
    return inserted.length > 0;
  },
  async setMovement(tx, key, movementId) {
    await tx.update(chainDeposits).set({ movementId }).where(logKey(key));
  },
  async creditedInRange(tx, chainId, from, to) {
    return tx
      .select()
      .from(chainDeposits)
      .where(and(eq(chainDeposits.chainId, chainId), eq(chainDeposits.status, 'credited'), gte(chainDeposits.blockNumber, from), lte(chainDeposits.blockNumber, to)));
  },
  async markReorged(tx, key) {
    await tx.update(chainDeposits).set({ status: 'review', reviewReason: 'reorged_after_credit' }).where(logKey(key));
  },
  async replacePending(tx, chainId, rows) {
    await tx.delete(chainPendingDeposits).where(eq(chainPendingDeposits.chainId, chainId));
    if (rows.length > 0) await tx.insert(chainPendingDeposits).values(rows).onConflictDoNothing();
  },
  async depositsOf(tx, accountId, limit) {
    return tx.select().from(chainDeposits).where(eq(chainDeposits.accountId, accountId)).orderBy(desc(chainDeposits.blockNumber), desc(chainDeposits.logIndex)).limit(limit);
  },
  async pendingOf(tx, accountId) {
    return tx.select().from(chainPendingDeposits).where(eq(chainPendingDeposits.accountId, accountId)).orderBy(desc(chainPendingDeposits.blockNumber));
  },
  async reviewList(tx, limit) {
    return tx.select().from(chainDeposits).where(eq(chainDeposits.status, 'review')).orderBy(chainDeposits.handledAt).limit(limit);
  },
};
