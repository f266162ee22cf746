import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Single-use wallet challenges: TON Connect ton_proof payloads, Sign-In with Ethereum nonces and TON check-in codes. Kept in
 * the database (not in memory) so a challenge issued by one server process is honoured, once, by any other.
 */
export const walletChallenges = pgTable(
  'wallet_challenges',
  {
    /** The payload (64 hex) or the nonce (alphanumeric) exactly as the wallet signs it. */
    challenge: text('challenge').primaryKey(),
    kind: text('kind').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [check('wallet_challenges_kind_check', sql`${t.kind} in ('ton_proof', 'siwe', 'ton_check_in')`), index('wallet_challenges_expires_idx').on(t.expiresAt)],
);
