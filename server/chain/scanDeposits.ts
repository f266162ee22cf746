import { sql } from 'drizzle-orm';
import type { AppDeps } from '../appDeps';
import { goldCoinFromTokenUnits } from '../../src/content/economy/goldCoinDeposit';
import { type ChainContract } from '../db/depositRepository';
import { serverKey, type LedgerKey } from '../domain/economy/ledgerKey';
import type { DepositChain, DepositLog } from './depositChain';

/** Advisory lock class of the deposit indexer ("tcgd"); the second key is the chain id. */
export const DEPOSIT_LOCK_CLASS = 0x7463_6764;

/** What one scan is about (the database and repositories come from the app's dependencies). */
export interface ScanDepositsInput {
  chain: DepositChain;
  where: ChainContract;
  /** Blocks that must be built on a log's block before it is credited (CHAIN_CONFIRMATIONS). */
  confirmations: number;
  /** The first block to scan on a fresh database (the contract's deployment block, CHAIN_START_BLOCK). */
  startBlock: number;
  /** Most blocks one getLogs call covers (CHAIN_SCAN_BLOCKS). */
  maxRange: number;
  /** Test seam: runs inside the commit transaction after the credits, before the cursor moves (a crash there). */
  beforeCommit?: () => Promise<void>;
}

/** What one scan did. */
export type ScanResult =
  | {
      kind: 'scanned';
      /** The confirmed range handled, or null when no new block was confirmed. */
      range: { from: number; to: number } | null;
      credited: number;
      review: number;
      pending: number;
      head: number;
      /** True when the cursor reached head − confirmations (no backlog left). */
      caughtUp: boolean;
    }
  /** A reorg replaced blocks the indexer had scanned: the cursor went back to the last block still on the chain. */
  | { kind: 'reorg'; from: number; to: number }
  /** Another indexer moved the cursor while this one read the chain: this scan was thrown away. */
  | { kind: 'raced' };

/** The ledger key of a log's credit: one movement per (chain, tx, log index), whatever retries or races happen. */
export function depositMovementKey(chainId: number, txHash: string, logIndex: number): LedgerKey {
  return serverKey('deposit', chainId, txHash, logIndex);
}

/**
 * One pass of the deposit indexer (docs/WALLETS.md, "Deposits"):
 * 1. re-checks the newest stored block hash; if the chain no longer has it, walks back to the newest stored block
 *    it still has and moves the cursor there (the blocks after it are scanned again; credits are keyed by log, so
 *    nothing is paid twice, and a credited log that vanished goes to the review list);
 * 2. reads Deposit logs from the cursor up to head − confirmations, at most `maxRange` blocks, and the logs above
 *    that (pending: shown, never credited);
 * 3. in ONE transaction under the chain's advisory lock, with the cursor row locked and unchanged since step 1:
 *    records each log once by (chain id, tx hash, log index), credits it through the ledger (same transaction),
 *    stores the block hash and moves the cursor. A crash anywhere before the commit leaves nothing behind, and the
 *    next scan does the same range again.
 */
export async function scanDeposits(deps: Pick<AppDeps, 'db' | 'repositories'>, input: ScanDepositsInput): Promise<ScanResult> {
  const { db } = deps;
  const { chain, where, confirmations } = input;
  const deposits = deps.repositories.deposits;
  const initial = input.startBlock - 1;
  const cursor = await deposits.cursor(db, where, initial);

  const reorg = await findReorg(deps, input, cursor.scannedBlock, initial);
  if (reorg) {
    const moved = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEPOSIT_LOCK_CLASS}, ${where.chainId})`);
      const locked = await deposits.cursor(tx, where, initial, true);
      if (locked.scannedBlock !== cursor.scannedBlock) return false;
      await deposits.setCursor(tx, where, reorg.to, locked.headBlock);
      await deposits.forgetBlocksAbove(tx, where, reorg.to);
      return true;
    });
    return moved ? { kind: 'reorg', from: cursor.scannedBlock, to: reorg.to } : { kind: 'raced' };
  }

  const head = await chain.head();
  const confirmedHead = head - confirmations;
  const from = cursor.scannedBlock + 1;
  const to = Math.min(confirmedHead, from + input.maxRange - 1);
  const range = to >= from ? { from, to } : null;
  const logs = range ? await chain.depositLogs(range.from, range.to) : [];
  const toHash = range ? await chain.blockHash(range.to) : undefined;
  if (range && !toHash) return { kind: 'raced' };
  const caughtUp = (range?.to ?? cursor.scannedBlock) >= confirmedHead;
  // Pending logs only once caught up: a backlog's "pending" would be stale history, not news.
  const pendingFrom = Math.max(confirmedHead + 1, cursor.scannedBlock + 1);
  const pendingLogs = caughtUp && pendingFrom <= head ? await chain.depositLogs(pendingFrom, head) : [];

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEPOSIT_LOCK_CLASS}, ${where.chainId})`);
    const locked = await deposits.cursor(tx, where, initial, true);
    if (locked.scannedBlock !== cursor.scannedBlock) return { kind: 'raced' } as const;
    const owners = await deposits.accountsOfRefs(tx, [...new Set([...logs, ...pendingLogs].map((l) => l.ref.toLowerCase()))]);
    let credited = 0;
    let review = 0;
    for (const log of logs) {
      const outcome = await handleLog({ ...deps, db: tx }, where.chainId, log, owners.get(log.ref.toLowerCase()));
      if (outcome === 'credited') credited += 1;
      if (outcome === 'review') review += 1;
    }
    if (range) {
      await flagVanishedCredits({ ...deps, db: tx }, where.chainId, range, logs);
      await deposits.rememberBlock(tx, where, range.to, toHash ?? '');
    }
    await deposits.replacePending(tx, where.chainId, pendingLogs.map((log) => ({
      chainId: where.chainId,
      txHash: log.txHash.toLowerCase(),
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      ref: log.ref.toLowerCase(),
      amountWei: log.amount.toString(),
      accountId: owners.get(log.ref.toLowerCase()) ?? null,
    })));
    await input.beforeCommit?.();
    await deposits.setCursor(tx, where, range ? range.to : cursor.scannedBlock, head);
    return { kind: 'scanned', range, credited, review, pending: pendingLogs.length, head, caughtUp } as const;
  });
}

/** The block to roll back to when the newest stored hash is no longer on the chain, else undefined. */
async function findReorg(deps: Pick<AppDeps, 'db' | 'repositories'>, input: ScanDepositsInput, scannedBlock: number, initial: number): Promise<{ to: number } | undefined> {
  const stored = await deps.repositories.deposits.recentBlocks(deps.db, input.where);
  const newest = stored[0];
  if (!newest || newest.number !== scannedBlock) return undefined;
  if ((await input.chain.blockHash(newest.number)) === newest.hash) return undefined;
  for (const block of stored.slice(1)) {
    if ((await input.chain.blockHash(block.number)) === block.hash) return { to: block.number };
  }
  // Deeper than every stored hash: scan again from the start (credits are keyed by log, so this only costs time).
  return { to: initial };
}

/** Records one confirmed log and credits it once; says what became of it ('seen' when handled before). */
async function handleLog(deps: Pick<AppDeps, 'db' | 'repositories'>, chainId: number, log: DepositLog, accountId: string | undefined): Promise<'credited' | 'review' | 'seen'> {
  const value = goldCoinFromTokenUnits(log.amount);
  const reviewReason = !accountId ? 'unknown_ref' : value.ok ? null : value.reason;
  const key = { chainId, txHash: log.txHash.toLowerCase(), logIndex: log.logIndex };
  const inserted = await deps.repositories.deposits.insertDeposit(deps.db, {
    ...key,
    blockNumber: log.blockNumber,
    blockHash: log.blockHash.toLowerCase(),
    player: log.player.toLowerCase(),
    ref: log.ref.toLowerCase(),
    amountWei: log.amount.toString(),
    goldCoin: value.ok ? value.goldCoin : 0,
    status: reviewReason ? 'review' : 'credited',
    reviewReason,
    accountId: accountId ?? null,
  });
  if (!inserted) return 'seen';
  if (reviewReason || !accountId || !value.ok) return 'review';
  const posted = await deps.repositories.ledger.post(deps.db, {
    accountId,
    reason: 'deposit',
    reference: key.txHash,
    idempotencyKey: depositMovementKey(chainId, key.txHash, key.logIndex),
    legs: [{ currency: 'gold_coin', amount: value.goldCoin }],
  });
  await deps.repositories.deposits.setMovement(deps.db, key, posted.movementId);
  return 'credited';
}

/** Credited logs in a rescanned range that the chain no longer has (a reorg deeper than the confirmations) go to review. */
async function flagVanishedCredits(deps: Pick<AppDeps, 'db' | 'repositories'>, chainId: number, range: { from: number; to: number }, logs: readonly DepositLog[]): Promise<void> {
  const present = new Set(logs.map((l) => `${l.txHash.toLowerCase()}:${l.logIndex}`));
  for (const row of await deps.repositories.deposits.creditedInRange(deps.db, chainId, range.from, range.to)) {
    if (!present.has(`${row.txHash}:${row.logIndex}`)) await deps.repositories.deposits.markReorged(deps.db, row);
  }
}
