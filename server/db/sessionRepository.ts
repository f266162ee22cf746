import { and, desc, eq, gt, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { accountLanguage, type AccountLanguage } from '../../src/contracts/accounts/language';
import type { SessionRecord } from '../domain/auth/session';
import type { Db } from './database';
import { accounts, sessions } from './schema';

/** The PostgreSQL channel on which a revocation is announced (payload: the account id). */
export const SESSION_REVOKED_CHANNEL = 'tcg_session_revoked';

/** A session found by its token, with its account's language (refusals are worded in it). */
export interface FoundSession {
  session: SessionRecord;
  language: AccountLanguage;
}

/**
 * Hears of revocations so cached sessions die with their rows: `revoked` runs right after the revoking UPDATE, in
 * its transaction when it has one.
 */
export interface RevocationListener {
  revoked(accountId: string, tx: Db): Promise<void>;
}

/**
 * Announces a revocation to every server process: `pg_notify` after the revoking UPDATE (in its transaction, if
 * any: PostgreSQL delivers it on commit, and never if it rolls back), then `local` (this process's cache) at once.
 */
export function notifyingRevocations(local: (accountId: string) => void, crossProcess: boolean): RevocationListener {
  return {
    async revoked(accountId, tx) {
      if (crossProcess) await tx.execute(sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${accountId})`);
      local(accountId);
    },
  };
}

/** Sessions (docs/ACCOUNTS.md, "Sessions"). Every method takes an optional transaction. */
export interface SessionRepository {
  /** Stores a new session. */
  insert(record: SessionRecord, tx?: Db): Promise<void>;
  /** The session with this token hash and its account's language, in one query (the authenticator's). */
  findByTokenHash(tokenHash: string, tx?: Db): Promise<FoundSession | undefined>;
  /** Writes back a touched session (sliding expiry, last seen, address). */
  touch(record: SessionRecord, tx?: Db): Promise<void>;
  /** Live sessions of an account, most recently active first. */
  active(accountId: string, now: Date, tx?: Db): Promise<SessionRecord[]>;
  /** Revokes one session of an account; false if it is not the account's or already ended. */
  revoke(accountId: string, sessionId: string, now: Date, tx?: Db): Promise<boolean>;
  /** Revokes every live session of an account except `keepSessionId`; returns how many. */
  revokeOthers(accountId: string, keepSessionId: string, now: Date, tx?: Db): Promise<number>;
  /**
   * Keeps at most `cap` live sessions of an account, the new one always among them: the least recently used beyond
   * it are revoked (run right after a sign-in inserted `newSessionId`). Returns how many were revoked.
   */
  revokeBeyondCap(accountId: string, newSessionId: string, cap: number, now: Date, tx?: Db): Promise<number>;
}

/** The session with a token hash (placeholder `tokenHash`) and its account's language, as a prepared query. */
function sessionByTokenHash(db: Db) {
  return db
    .select({ session: sessions, language: accounts.language })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');
}

/**
 * A {@link SessionRepository} on a Drizzle database. Every revocation runs in a transaction that also tells
 * `listener` (the session cache's invalidation), so no process keeps serving a revoked session from memory.
 */
export function sessionRepository(db: Db, listener: RevocationListener = { revoked: async () => undefined }): SessionRepository {
  /**
   * Runs a revoking UPDATE (returning the ids it revoked) and announces it when it revoked anything: in the
   * caller's transaction, or right after the UPDATE's own commit (one round trip when nothing was revoked).
   */
  const revoking = async (accountId: string, tx: Db = db, update: (tx: Db) => Promise<{ id: string }[]>): Promise<number> => {
    const revoked = await update(tx);
    if (revoked.length > 0) await listener.revoked(accountId, tx);
    return revoked.length;
  };
  // Every authenticated request runs it: built once and prepared (PostgreSQL parses and plans it once per connection).
  let byTokenHash: ReturnType<typeof sessionByTokenHash> | undefined;
  return {
    async insert(record, tx = db) {
      await tx.insert(sessions).values(record);
    },
    async findByTokenHash(tokenHash, tx) {
      const [row] = tx ? await sessionByTokenHash(tx).execute({ tokenHash }) : await (byTokenHash ??= sessionByTokenHash(db)).execute({ tokenHash });
      if (!row) return undefined;
      return { session: row.session, language: accountLanguage.catch('en').parse(row.language) };
    },
    async touch(record, tx = db) {
      await tx
        .update(sessions)
        .set({ lastSeenAt: record.lastSeenAt, expiresAt: record.expiresAt, ip: record.ip })
        .where(and(eq(sessions.id, record.id), isNull(sessions.revokedAt)));
    },
    active(accountId, now, tx = db) {
      return tx
        .select()
        .from(sessions)
        .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },
    async revoke(accountId, sessionId, now, tx) {
      const count = await revoking(accountId, tx, (inTx) =>
        inTx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id }),
      );
      return count === 1;
    },
    revokeOthers(accountId, keepSessionId, now, tx) {
      return revoking(accountId, tx, (inTx) =>
        inTx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
          .returning({ id: sessions.id }),
      );
    },
    revokeBeyondCap(accountId, newSessionId, cap, now, tx) {
      const others = and(eq(sessions.accountId, accountId), ne(sessions.id, newSessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
      return revoking(accountId, tx, (inTx) => {
        const kept = inTx.select({ id: sessions.id }).from(sessions).where(others).orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)).limit(Math.max(0, cap - 1));
        return inTx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(others, notInArray(sessions.id, kept)))
          .returning({ id: sessions.id });
      });
    },
  };
}
