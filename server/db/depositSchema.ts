import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accountSchema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The deposit reference the server issued to an account: the `ref` (bytes32, 0x + 64 hex) the player passes to
 * the deposit contract. Random, so a mistyped or invented ref never lands on someone else's account.
 */
export const depositRefs = pgTable(
  'deposit_refs',
  {
    ref: text('ref').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deposit_refs_account_idx').on(t.accountId), check('deposit_refs_ref_check', sql`${t.ref} ~ '^0x[0-9a-f]{64}$'`)],
);

/**
 * Every confirmed Deposit log the indexer has handled, once per (chain, tx hash, log index): `credited` to the
 * ref's account (with the ledger movement), or `review` (unknown ref, an amount below one gold coin, a credited
 * log that a reorg removed) for an operator (`npm run admin -- deposit:review`).
 */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    player: text('player').notNull(),
    ref: text('ref').notNull(),
    /** The token amount in its smallest unit, as a decimal string (uint256 does not fit a bigint column). */
    amountWei: text('amount_wei').notNull(),
    goldCoin: bigint('gold_coin', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    reviewReason: text('review_reason'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    movementId: integer('movement_id'),
    handledAt: timestamptz('handled_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index('chain_deposits_account_idx').on(t.accountId, t.blockNumber),
    index('chain_deposits_status_idx').on(t.status, t.handledAt),
    check('chain_deposits_status_check', sql`${t.status} in ('credited', 'review')`),
  ],
);

/** Deposit logs seen above the confirmed height: replaced on every scan, never credited (shown as pending). */
export const chainPendingDeposits = pgTable(
  'chain_pending_deposits',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    ref: text('ref').notNull(),
    amountWei: text('amount_wei').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }), index('chain_pending_deposits_account_idx').on(t.accountId)],
);

/** How far the indexer has scanned one deposit contract: every block up to `scannedBlock` is handled. */
export const chainCursors = pgTable(
  'chain_cursors',
  {
    chainId: integer('chain_id').notNull(),
    contract: text('contract').notNull(),
    scannedBlock: bigint('scanned_block', { mode: 'number' }).notNull(),
    /** The chain head at the last scan (confirmations of pending deposits are counted from it). */
    headBlock: bigint('head_block', { mode: 'number' }).notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.contract] })],
);

/** Hashes of recently scanned blocks (the cursor block of each scan), re-checked to notice reorgs. */
export const chainBlocks = pgTable(
  'chain_blocks',
  {
    chainId: integer('chain_id').notNull(),
    contract: text('contract').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.contract, t.number] })],
);
