import { randomBytes } from 'node:crypto';
import { commitServerSeed } from '../../src/contracts/battle/seedFairness';
import type { SeedCommit } from '../../src/contracts/battles/seedCommitEndpoints';
import { battleRepository } from '../db/battleRepository';
import type { Db } from '../db/database';

/** How long a commitment may wait for its battle (a player reads the stage, picks a team …). */
export const SEED_COMMIT_TTL_MS = 30 * 60_000;

/**
 * Draws a secret server seed (32 bytes from the CSPRNG, as 64 hex digits), stores it and publishes its SHA-256
 * before the player locks a team; one battle may use it within {@link SEED_COMMIT_TTL_MS}. Expired unused
 * commitments of the player are dropped on the way.
 */
export async function createSeedCommit(input: { playerId: string; now: Date; db: Db }): Promise<SeedCommit> {
  const { playerId, now, db } = input;
  const serverSeed = randomBytes(32).toString('hex');
  const expiresAt = new Date(now.getTime() + SEED_COMMIT_TTL_MS);
  await battleRepository.pruneCommits(db, playerId, now);
  const row = await battleRepository.createCommit(db, { accountId: playerId, serverSeed, serverSeedHash: commitServerSeed(serverSeed), createdAt: now, expiresAt });
  return { commitId: row.id, serverSeedHash: row.serverSeedHash, expiresAt: row.expiresAt.toISOString() };
}
