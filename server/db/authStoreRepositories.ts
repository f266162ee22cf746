import { and, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { oidcProvider } from '../../src/contracts/accounts/oidcEndpoints';
import type { AttemptStore } from '../domain/auth/attemptStore';
import type { NonceConsumption, OidcNonceRecord, OidcNonceStore } from '../domain/auth/oidcNonce';
import type { VerificationCodeRecord } from '../domain/auth/verificationCode';
import type { Db } from './database';
import { authFailures, emailVerificationCodes, oidcNonces } from './schema';

/** The rate limiter's failure log as a table (`auth_failures`). */
export function dbAttemptStore(db: Db): AttemptStore {
  return {
    async failuresSince(key, since) {
      const rows = await db.select({ at: authFailures.at }).from(authFailures).where(and(eq(authFailures.key, key), gt(authFailures.at, since)));
      return rows.map((r) => r.at);
    },
    async addFailure(keys, at) {
      if (keys.length === 0) return [];
      const rows = await db.insert(authFailures).values(keys.map((key) => ({ key, at }))).returning({ id: authFailures.id });
      return rows.map((r) => r.id);
    },
    async removeFailures(ids) {
      if (ids.length > 0) await db.delete(authFailures).where(inArray(authFailures.id, [...ids]));
    },
    async clearFailures(key) {
      await db.delete(authFailures).where(eq(authFailures.key, key));
    },
    async pruneBefore(before) {
      const removed = await db.delete(authFailures).where(lte(authFailures.at, before)).returning({ id: authFailures.id });
      return removed.length;
    },
  };
}

function nonceRecord(row: typeof oidcNonces.$inferSelect): OidcNonceRecord {
  return { nonceHash: row.nonceHash, provider: oidcProvider.parse(row.provider), createdAt: row.createdAt, expiresAt: row.expiresAt, consumedAt: row.consumedAt };
}

/** Single-use OIDC nonces as a table; `consume` is one atomic conditional UPDATE. */
export function dbOidcNonceStore(db: Db): OidcNonceStore {
  return {
    async save(record) {
      await db.insert(oidcNonces).values(record);
    },
    async consume(nonceHash, now): Promise<NonceConsumption> {
      const [consumed] = await db
        .update(oidcNonces)
        .set({ consumedAt: now })
        .where(and(eq(oidcNonces.nonceHash, nonceHash), isNull(oidcNonces.consumedAt)))
        .returning();
      if (consumed) return { status: 'consumed', record: nonceRecord(consumed) };
      const [existing] = await db.select().from(oidcNonces).where(eq(oidcNonces.nonceHash, nonceHash)).limit(1);
      return existing ? { status: 'already_consumed', record: nonceRecord(existing) } : { status: 'unknown' };
    },
  };
}

/** A stored code with its row id (for the conditional write-back). */
export type StoredVerificationCode = VerificationCodeRecord & { id: number };

/** The newest code issued for an email, if any. */
async function latestVerificationCode(db: Db, email: string): Promise<StoredVerificationCode | undefined> {
  const [row] = await db
    .select()
    .from(emailVerificationCodes)
    .where(eq(emailVerificationCodes.email, email))
    .orderBy(desc(emailVerificationCodes.createdAt), desc(emailVerificationCodes.id))
    .limit(1);
  return row;
}

/** Stores a new code; older codes for the email stop counting because only the newest is ever read. */
async function saveVerificationCode(db: Db, record: VerificationCodeRecord): Promise<void> {
  await db.insert(emailVerificationCodes).values(record);
}

/**
 * Takes one attempt from every live code of an address at once, before the submitted code is compared: one
 * conditional UPDATE (not consumed, unexpired, attempts below the cap). Any code mailed to the address proves the
 * mailbox, so a guess is compared against each returned code, and each code still sees at most `maxAttempts`
 * guesses however many are live or run in parallel. Empty: no live code had an attempt left.
 */
async function takeCodeAttempts(db: Db, email: string, now: Date, maxAttempts: number): Promise<StoredVerificationCode[]> {
  return db
    .update(emailVerificationCodes)
    .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
    .where(
      and(
        eq(emailVerificationCodes.email, email),
        isNull(emailVerificationCodes.consumedAt),
        gt(emailVerificationCodes.expiresAt, now),
        lt(emailVerificationCodes.attempts, maxAttempts),
      ),
    )
    .returning();
}

/** Ends every live code of an address (it has been confirmed; the other codes must not work any more). */
async function consumeLiveCodes(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(emailVerificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailVerificationCodes.email, email), isNull(emailVerificationCodes.consumedAt)));
}

/** Marks a code used, only if nobody consumed it first (two parallel right answers: one wins). False = lost. */
async function consumeVerificationCode(db: Db, read: StoredVerificationCode, now: Date): Promise<boolean> {
  const updated = await db
    .update(emailVerificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailVerificationCodes.id, read.id), isNull(emailVerificationCodes.consumedAt)))
    .returning({ id: emailVerificationCodes.id });
  return updated.length === 1;
}

/** A day: longer than every rate-limit window, code life and nonce life, so pruning never changes a decision. */
export const AUTH_RECORD_RETENTION_SECONDS = 24 * 60 * 60;

/**
 * Deletes sign-in bookkeeping nobody can use any more: failures older than the retention, and verification
 * codes and OIDC nonces that expired more than the retention ago. Run periodically (main.ts: hourly).
 */
async function pruneAuthRecords(db: Db, now: Date): Promise<{ failures: number; codes: number; nonces: number }> {
  const before = new Date(now.getTime() - AUTH_RECORD_RETENTION_SECONDS * 1000);
  const failures = await dbAttemptStore(db).pruneBefore(before);
  const codes = await db.delete(emailVerificationCodes).where(lte(emailVerificationCodes.expiresAt, before)).returning({ id: emailVerificationCodes.id });
  const nonces = await db.delete(oidcNonces).where(lte(oidcNonces.expiresAt, before)).returning({ hash: oidcNonces.nonceHash });
  return { failures, codes: codes.length, nonces: nonces.length };
}

/** Email verification codes and the pruning of old sign-in records. Every method runs on the `Db` it is given first (the database or the caller's transaction). */
export const authStoreRepository = { latestVerificationCode, saveVerificationCode, takeCodeAttempts, consumeLiveCodes, consumeVerificationCode, pruneAuthRecords };
