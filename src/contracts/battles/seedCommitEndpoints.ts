import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { teamInputSchema } from './battleInput';
import { battleMode } from './battleMode';
import { battleSide } from './battleRecord';

/** A seed commitment's id (the server keeps the secret server seed under it until one battle uses it). */
export const seedCommitId = z.string().uuid();

/**
 * The PvP opponent bound to a commitment: the player sees who they
 * will fight (and the win odds against that team) before committing; a battle started with this commitment is
 * fought against exactly this side and team.
 */
export const matchedOpponent = z.object({
  side: battleSide,
  rating: z.number().int(),
  team: teamInputSchema,
});
/** See {@link matchedOpponent}. */
export type MatchedOpponent = z.infer<typeof matchedOpponent>;

/** Query of POST /api/battles/seed-commits: the mode the commitment is for (`?mode=pvp`: the opponent is matched now). */
export const seedCommitQuery = z.object({ mode: battleMode.optional() });

/** A published commitment: SHA-256 of the secret server seed (docs/GAME_RULES.md "Fair seeds"). */
export const seedCommit = z.object({
  commitId: seedCommitId,
  /** SHA-256 of the server seed's text, 64 hex digits; the battle reveals the seed, anyone checks it. */
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** After this the commitment can no longer start a battle (ask for a new one). */
  expiresAt: z.string().datetime(),
  /** For a pvp commitment, the matched opponent (a player's defence team or a bot); absent otherwise. */
  opponent: matchedOpponent.optional(),
});
/** See {@link seedCommit}. */
export type SeedCommit = z.infer<typeof seedCommit>;

/** POST /api/battles/seed-commits: the server draws a secret seed and publishes its hash before the team is locked. */
export const createSeedCommit = defineEndpoint({
  method: 'POST',
  path: '/api/battles/seed-commits',
  summary: 'Commit to a secret server seed (its SHA-256) for the next battle; single use',
  auth: 'player',
  query: seedCommitQuery,
  response: seedCommit,
});
