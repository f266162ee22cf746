import { randomBytes, randomInt } from 'node:crypto';
import type { AppDeps } from '../appDeps';
import { commitServerSeed } from '../../src/rules/battles/seedFairness';
import type { SeedCommit } from '../../src/contracts/battles/seedCommitEndpoints';
import type { BattleMode } from '../../src/contracts/battles/battleMode';
import { starterTeam } from '../../src/content';
import { type SeedCommitRow } from '../db/battleRepository';
import { matchPvpOpponent } from './matchPvpOpponent';

/** How long a commitment may wait for its battle (a player reads the stage, picks a team …); also how long a PvP offer holds. */
export const SEED_COMMIT_TTL_MS = 30 * 60_000;

/**
 * Draws a secret server seed (32 bytes from the CSPRNG, as 64 hex digits), stores it and publishes its SHA-256
 * before the player locks a team; one battle may use it within {@link SEED_COMMIT_TTL_MS}. Expired unused
 * commitments of the player are dropped on the way.
 *
 * For `mode: 'pvp'` the commitment carries the opponent offered to the player (docs/GAME_RULES.md "The offered
 * opponent"), so they see (and preview the odds against) the team they will fight. A player has one open PvP
 * commitment: asking again answers that same commitment and opponent until a battle uses it or it expires, so
 * asking again never shows another opponent. Concurrent first requests agree through the partial unique index.
 */
export async function createSeedCommit(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { playerId: string; mode?: BattleMode | undefined; now: Date; random?: () => number }): Promise<SeedCommit> {
  const { playerId, now } = input;
  await deps.repositories.battles.pruneCommits(deps.db, playerId, now);
  if (input.mode !== 'pvp') {
    const plain = await newCommit(deps, playerId, now, null);
    if (!plain) throw new Error('seed commit insert returned nothing');
    return answerOf(plain);
  }
  // Two tries: the open commitment a concurrent request made may be used by a battle before this one reads it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const open = await deps.repositories.battles.openPvpCommit(deps.db, playerId, now);
    if (open) return answerOf(open);
    // A bot is shaped like the player's defence team (or first team, or the starter team before any is saved).
    const teams = await deps.repositories.teams.list(deps.db, playerId);
    const own = teams.find((t) => t.defence) ?? teams[0];
    const shape = own ? { units: own.units.map(({ cardId, level, position }) => ({ cardId, level, position })) } : starterTeam();
    const opponent = await matchPvpOpponent(deps, playerId, shape, input.random ?? (() => randomInt(0, 2 ** 32 - 1)));
    const created = await newCommit(deps, playerId, now, opponent);
    if (created) return answerOf(created);
  }
  throw new Error('no open PvP commitment after two tries');
}

/** Stores a fresh commitment (undefined: the player's open PvP commitment was made meanwhile by another request). */
function newCommit(deps: Pick<AppDeps, 'db' | 'repositories'>, playerId: string, now: Date, opponent: SeedCommitRow['opponent']): Promise<SeedCommitRow | undefined> {
  const serverSeed = randomBytes(32).toString('hex');
  const expiresAt = new Date(now.getTime() + SEED_COMMIT_TTL_MS);
  return deps.repositories.battles.createCommit(deps.db, { accountId: playerId, serverSeed, serverSeedHash: commitServerSeed(serverSeed), createdAt: now, expiresAt, opponent });
}

/** The published part of a commitment (never its secret seed). */
function answerOf(row: SeedCommitRow): SeedCommit {
  const answer: SeedCommit = { commitId: row.id, serverSeedHash: row.serverSeedHash, expiresAt: row.expiresAt.toISOString() };
  const opponent = row.opponent;
  if (opponent) answer.opponent = { side: { kind: opponent.kind, playerId: opponent.playerId, name: opponent.name }, rating: opponent.rating, team: opponent.team };
  return answer;
}
