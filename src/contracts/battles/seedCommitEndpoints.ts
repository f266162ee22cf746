import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';

/** A seed commitment's id (the server keeps the secret server seed under it until one battle uses it). */
export const seedCommitId = z.string().uuid();

/** A published commitment: SHA-256 of the secret server seed (docs/GAME_RULES.md "Fair seeds"). */
export const seedCommit = z.object({
  commitId: seedCommitId,
  /** SHA-256 of the server seed's text, 64 hex digits; the battle reveals the seed, anyone checks it. */
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** After this the commitment can no longer start a battle (ask for a new one). */
  expiresAt: z.string().datetime(),
});
/** See {@link seedCommit}. */
export type SeedCommit = z.infer<typeof seedCommit>;

/** POST /api/battles/seed-commits: the server draws a secret seed and publishes its hash before the team is locked. */
export const createSeedCommit = defineEndpoint({
  method: 'POST',
  path: '/api/battles/seed-commits',
  summary: 'Commit to a secret server seed (its SHA-256) for the next battle; single use',
  auth: 'player',
  response: seedCommit,
});
