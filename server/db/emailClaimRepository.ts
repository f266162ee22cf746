import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { accountLanguage } from '../../src/contracts/accounts/language';
import type { EmailClaimRecord } from '../domain/auth/emailClaim';
import type { Db } from './database';
import { emailClaims } from './schema';

function claimRecord(row: typeof emailClaims.$inferSelect): EmailClaimRecord {
  return { ...row, language: accountLanguage.catch('en').parse(row.language) };
}

/** Stores a new pending claim. */
async function insertEmailClaim(db: Db, record: EmailClaimRecord): Promise<void> {
  await db.insert(emailClaims).values(record);
}

/** The newest claim on this address among those a browser's cookie names (live or not), if any. */
async function findEmailClaim(db: Db, tokenHashes: readonly string[], email: string): Promise<EmailClaimRecord | undefined> {
  if (tokenHashes.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(emailClaims)
    .where(and(inArray(emailClaims.tokenHash, [...tokenHashes]), eq(emailClaims.email, email)))
    .orderBy(desc(emailClaims.createdAt))
    .limit(1);
  return row ? claimRecord(row) : undefined;
}

/** The newest live claim of an address (a not-yet-confirmed player signing in is told to confirm it). */
async function newestLiveEmailClaim(db: Db, email: string, now: Date): Promise<EmailClaimRecord | undefined> {
  const [row] = await db
    .select()
    .from(emailClaims)
    .where(and(eq(emailClaims.email, email), isNull(emailClaims.consumedAt), gt(emailClaims.expiresAt, now)))
    .orderBy(desc(emailClaims.createdAt))
    .limit(1);
  return row ? claimRecord(row) : undefined;
}

/** How many live claims an address has (more than the caller's own: someone else typed it too). */
async function liveEmailClaimCount(db: Db, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailClaims)
    .where(and(eq(emailClaims.email, email), isNull(emailClaims.consumedAt), gt(emailClaims.expiresAt, now)));
  return Number(row?.n ?? 0);
}

/**
 * Ends every live claim of an address (it has just been confirmed): conditional on each being unconsumed, and
 * returns whether `winnerId` was among those ended, so of two parallel confirmations only one goes on.
 */
async function consumeEmailClaims(db: Db, email: string, winnerId: string, now: Date): Promise<boolean> {
  const ended = await db
    .update(emailClaims)
    .set({ consumedAt: now })
    .where(and(eq(emailClaims.email, email), isNull(emailClaims.consumedAt)))
    .returning({ id: emailClaims.id });
  return ended.some((row) => row.id === winnerId);
}

/** Email claims: a guest's pending claim of a mailbox. Every method runs on the `Db` it is given first (the database or the caller's transaction). */
export const emailClaimRepository = { insertEmailClaim, findEmailClaim, newestLiveEmailClaim, liveEmailClaimCount, consumeEmailClaims };
