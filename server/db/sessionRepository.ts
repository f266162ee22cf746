import { and, desc, eq, gt, isNull, ne, notInArray } from 'drizzle-orm';
import { accountLanguage, type AccountLanguage } from '../../src/contracts/accounts/language';
import type { SessionRecord } from '../domain/auth/session';
import type { Db } from './database';
import { accounts, sessions } from './schema';

/** Stores a new session. */
export async function insertSession(db: Db, record: SessionRecord): Promise<void> {
  await db.insert(sessions).values(record);
}

/** The session with this token hash and its account's language (the authenticator's one query). */
export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<{ session: SessionRecord; language: AccountLanguage } | undefined> {
  const [row] = await db
    .select({ session: sessions, language: accounts.language })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return undefined;
  return { session: row.session, language: accountLanguage.catch('en').parse(row.language) };
}

/** Writes back a touched session (sliding expiry, last seen, address). */
export async function touchSessionRow(db: Db, record: SessionRecord): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: record.lastSeenAt, expiresAt: record.expiresAt, ip: record.ip })
    .where(and(eq(sessions.id, record.id), isNull(sessions.revokedAt)));
}

/** Live sessions of an account, most recently active first. */
export async function activeSessions(db: Db, accountId: string, now: Date): Promise<SessionRecord[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Whether anyone holds a live session of the account (someone can act as it right now). */
export async function hasLiveSession(db: Db, accountId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

/** Revokes one session of an account; false if it is not the account's or already ended. */
export async function revokeSessionRow(db: Db, accountId: string, sessionId: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length === 1;
}

/** Revokes every live session of an account except `keepSessionId`; returns how many. */
export async function revokeOtherSessions(db: Db, accountId: string, keepSessionId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/**
 * Keeps at most `cap` live sessions of an account, the new one always among them: the least recently used beyond
 * it are revoked (run right after a sign-in inserted `newSessionId`). Returns how many were revoked.
 */
export async function revokeSessionsBeyondCap(db: Db, accountId: string, newSessionId: string, cap: number, now: Date): Promise<number> {
  const others = and(eq(sessions.accountId, accountId), ne(sessions.id, newSessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
  const kept = db.select({ id: sessions.id }).from(sessions).where(others).orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)).limit(Math.max(0, cap - 1));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(others, notInArray(sessions.id, kept)))
    .returning({ id: sessions.id });
  return revoked.length;
}
