import { battleModes } from './modeCatalogue';
import { getBattle, startBattle } from './battleEndpoints';
import { listBattles } from './battleHistory';
import { ratingHistory, ratingRanking, teamRanking, userRanking } from './rankingEndpoints';
import { createSeedCommit } from './seedCommitEndpoints';

/** Every battle and ranking endpoint; the wiring spreads this into `api` in src/contracts/api/index.ts. */
export const battlesApi = {
  battleModes,
  createSeedCommit,
  startBattle,
  listBattles,
  // After /api/battles/modes, so `modes` is never read as a battle id.
  getBattle,
  ratingRanking,
  userRanking,
  teamRanking,
  ratingHistory,
} as const;

export * from './battleMode';
export * from './battleReward';
export * from './battleRecord';
export * from './battleEndpoints';
export * from './battleHistory';
export * from './modeCatalogue';
export * from './rankingEndpoints';
export * from './seedCommitEndpoints';
// The battle input and the worker API (worker, server, tools) with its win-odds and coach schemas, and the seeds
// the API takes (their fairness rule is src/rules/battles/seedFairness.ts).
export * from './battleInput';
export * from './workerApi';
export * from './winOdds';
export * from './coach';
export * from './seedSchemas';
