import { and, gte, inArray } from 'drizzle-orm';
import type { Db } from './database';
import { sessions } from './schema';

/** The client address and user agent of an account's sessions since `since` (what the accounts feature records per sign-in). */
async function sessionFingerprints(db: Db, accountIds: readonly string[], since: Date): Promise<{ accountId: string; ip: string | null; userAgent: string | null }[]> {
  return db
    .select({ accountId: sessions.accountId, ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(inArray(sessions.accountId, [...accountIds]), gte(sessions.lastSeenAt, since)));
}

/** The sign-in evidence the market compares between a buyer and a seller. Every method runs on the `Db` it is given first (the database or the caller's transaction). */
export const marketEvidenceRepository = { sessionFingerprints };
