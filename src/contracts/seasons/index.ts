import { getSeasons, seasonRanking } from './seasonEndpoints';

/** The season endpoints; spread into `api` in src/contracts/api/index.ts. */
export const seasonsApi = { getSeasons, seasonRanking } as const;

export * from './seasonEndpoints';
