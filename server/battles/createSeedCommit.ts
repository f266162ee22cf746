import { randomBytes, randomInt } from 'node:crypto';
import { commitServerSeed } from '../../src/contracts/battle/seedFairness';
import type { SeedCommit } from '../../src/contracts/battles/seedCommitEndpoints';
import type { BattleMode } from '../../src/contracts/battles/battleMode';
import { starterTeam } from '../../src/content';
import { battleRepository } from '../db/battleRepository';
import type { StoredOpponent } from '../db/battleSchema';
import type { Db } from '../db/database';
import { teamRepository } from '../db/teamRepository';
import { matchPvpOpponent } from './matchPvpOpponent';

/** How long a commitment may wait for its battle (a player reads the stage, picks a team …). */
export const SEED_COMMIT_TTL_MS = 30 * 60_000;

/**
 * Draws a secret server seed (32 bytes from the CSPRNG, as 64 hex digits), stores it and publishes its SHA-256
 * before the player locks a team; one battle may use it within {@link SEED_COMMIT_TTL_MS}. For `mode: 'pvp'` the
 * opponent is matched now and bound to the commitment, so the player sees (and previews the odds against) the
 * team they will fight. Expired unused commitments of the player are dropped on the way.
 */
export async function createSeedCommit(input: { playerId: string; mode?: BattleMode | undefined; now: Date; db: Db; random?: () => number }): Promise<SeedCommit> {
  const { playerId, now, db } = input;
  let opponent: StoredOpponent | null = null;
  if (input.mode === 'pvp') {
    // A bot is shaped like the player's defence team (or first team, or the starter team before any is saved).
    const teams = await teamRepository.list(db, playerId);
    const own = teams.find((t) => t.defence) ?? teams[0];
    const shape = own ? { units: own.units.map(({ cardId, level, position }) => ({ cardId, level, position })) } : starterTeam();
    opponent = await matchPvpOpponent(db, playerId, shape, input.random ?? (() => randomInt(0, 2 ** 32 - 1)));
  }
  const serverSeed = randomBytes(32).toString('hex');
  const expiresAt = new Date(now.getTime() + SEED_COMMIT_TTL_MS);
  await battleRepository.pruneCommits(db, playerId, now);
  const row = await battleRepository.createCommit(db, { accountId: playerId, serverSeed, serverSeedHash: commitServerSeed(serverSeed), createdAt: now, expiresAt, opponent });
  const answer: SeedCommit = { commitId: row.id, serverSeedHash: row.serverSeedHash, expiresAt: row.expiresAt.toISOString() };
  if (opponent) answer.opponent = { side: { kind: opponent.kind, playerId: opponent.playerId, name: opponent.name }, rating: opponent.rating, team: opponent.team };
  return answer;
}
