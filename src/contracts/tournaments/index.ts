import { cancelTournament, createTournament, getTournament, joinTournament, listTournaments } from './tournamentEndpoints';

/** Every tournament endpoint; spread into `api`. */
export const tournamentsApi = {
  listTournaments,
  createTournament,
  // Before /api/tournaments/:id, so `join` is never read as an id.
  joinTournament,
  getTournament,
  cancelTournament,
} as const;

export * from './tournamentRules';
export * from './tournamentViews';
export * from './tournamentEndpoints';
