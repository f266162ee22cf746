import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from './database';
import { walletChallenges } from './schema';

/** Which wallet flow a challenge belongs to (`ton_check_in`: the daily TON signData check-in's code). */
export type WalletChallengeKind = 'ton_proof' | 'siwe' | 'ton_check_in';

/** What happened when a challenge was presented: taken now, or why not. */
export type ChallengeConsumption = 'consumed' | 'already_consumed' | 'expired' | 'unknown';

/** Single-use wallet challenges (ton_proof payloads, SIWE nonces); `consume` is one conditional UPDATE. */
export const walletChallengeRepository = {
  /** Stores a fresh challenge. */
  async insert(db: Db, row: { challenge: string; kind: WalletChallengeKind; createdAt: Date; expiresAt: Date }): Promise<void> {
    await db.insert(walletChallenges).values(row);
  },

  /**
   * Takes a live challenge of this kind: the UPDATE matches only an unconsumed, unexpired row, so of two
   * concurrent requests (any processes) exactly one gets `consumed`.
   */
  async consume(db: Db, kind: WalletChallengeKind, challenge: string, now: Date): Promise<ChallengeConsumption> {
    const [taken] = await db
      .update(walletChallenges)
      .set({ consumedAt: now })
      .where(and(eq(walletChallenges.challenge, challenge), eq(walletChallenges.kind, kind), isNull(walletChallenges.consumedAt)))
      .returning({ expiresAt: walletChallenges.expiresAt });
    if (taken) {
      // Consumed either way (an expired challenge must not be retried), but only a live one counts.
      return taken.expiresAt > now ? 'consumed' : 'expired';
    }
    const [existing] = await db
      .select({ consumedAt: walletChallenges.consumedAt })
      .from(walletChallenges)
      .where(and(eq(walletChallenges.challenge, challenge), eq(walletChallenges.kind, kind)))
      .limit(1);
    return existing ? 'already_consumed' : 'unknown';
  },

  /** Deletes challenges that expired before `before` (called when new ones are issued, so the table stays small). */
  async pruneExpired(db: Db, before: Date): Promise<void> {
    await db.delete(walletChallenges).where(lt(walletChallenges.expiresAt, before));
  },
};
