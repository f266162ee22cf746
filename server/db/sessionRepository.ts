import { and, desc, eq, gt, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { accountLanguage, type AccountLanguage } from '../../src/contracts/accounts/language';
import type { SessionRecord } from '../domain/auth/session';
import type { Db } from './database';
import { isTransaction } from './inTransaction';
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

/** Sessions (docs/ACCOUNTS.md, "Sessions"). Every method runs on the `Db` it is given first. */
export interface SessionRepository {
  /** Stores a new session. */
  insert(db: Db, record: SessionRecord): Promise<void>;
  /** The session with this token hash and its account's language, in one query (the authenticator's). */
  findByTokenHash(db: Db, tokenHash: string): Promise<FoundSession | undefined>;
  /** Writes back a touched session (sliding expiry, last seen, address). */
  touch(db: Db, record: SessionRecord): Promise<void>;
  /** Live sessions of an account, most recently active first. */
  active(db: Db, accountId: string, now: Date): Promise<SessionRecord[]>;
  /** Revokes one session of an account and tells `listener`; false if it is not the account's or already ended. */
  revoke(db: Db, accountId: string, sessionId: string, now: Date, listener: RevocationListener): Promise<boolean>;
  /** Revokes every live session of an account except `keepSessionId` and tells `listener`; returns how many. */
  revokeOthers(db: Db, accountId: string, keepSessionId: string, now: Date, listener: RevocationListener): Promise<number>;
  /**
   * Keeps at most `cap` live sessions of an account, the new one always among them: the least recently used beyond
   * it are revoked (run right after a sign-in inserted `newSessionId`) and `listener` told. Returns how many were revoked.
   */
  revokeBeyondCap(db: Db, accountId: string, newSessionId: string, cap: number, now: Date, listener: RevocationListener): Promise<number>;
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

// Every authenticated request runs it: built once per database and prepared (PostgreSQL parses and plans it once per connection).
const preparedByTokenHash = new WeakMap<Db, ReturnType<typeof sessionByTokenHash>>();

/**
 * Runs a revoking UPDATE (returning the ids it revoked) and announces it when it revoked anything: in the
 * caller's transaction, or right after the UPDATE's own commit (one round trip when nothing was revoked).
 */
async function revoking(db: Db, accountId: string, listener: RevocationListener, update: (db: Db) => Promise<{ id: string }[]>): Promise<number> {
  const revoked = await update(db);
  if (revoked.length > 0) await listener.revoked(accountId, db);
  return revoked.length;
}

/**
 * The {@link SessionRepository} on Drizzle. Every revocation tells its `listener` (the session cache's
 * invalidation) in the same transaction, so no process keeps serving a revoked session from memory.
 */
export const sessionRepository: SessionRepository = {
  async insert(db, record) {
    await db.insert(sessions).values(record);
  },
  async findByTokenHash(db, tokenHash) {
    let query = isTransaction(db) ? sessionByTokenHash(db) : preparedByTokenHash.get(db);
    if (!query) {
      query = sessionByTokenHash(db);
      preparedByTokenHash.set(db, query);
    }
    const [row] = await query.execute({ tokenHash });
    if (!row) return undefined;
    return { session: row.session, language: accountLanguage.catch('en').parse(row.language) };
  },
  async touch(db, record) {
    await db
      .update(sessions)
      .set({ lastSeenAt: record.lastSeenAt, expiresAt: record.expiresAt, ip: record.ip })
      .where(and(eq(sessions.id, record.id), isNull(sessions.revokedAt)));
  },
  active(db, accountId, now) {
    return db
      .select()
      .from(sessions)
      .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  },
  async revoke(db, accountId, sessionId, now, listener) {
    const count = await revoking(db, accountId, listener, (inTx) =>
      inTx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id }),
    );
    return count === 1;
  },
  revokeOthers(db, accountId, keepSessionId, now, listener) {
    return revoking(db, accountId, listener, (inTx) =>
      inTx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .returning({ id: sessions.id }),
    );
  },
  revokeBeyondCap(db, accountId, newSessionId, cap, now, listener) {
    const others = and(eq(sessions.accountId, accountId), ne(sessions.id, newSessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
    return revoking(db, accountId, listener, (inTx) => {
      const kept = inTx.select({ id: sessions.id }).from(sessions).where(others).orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)).limit(Math.max(0, cap - 1));
      return inTx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(others, notInArray(sessions.id, kept)))
        .returning({ id: sessions.id });
    });
  },
};
