import { deleteTeam, listTeams, saveTeam, setDefenceTeam } from './teamEndpoints';

/** Every team endpoint; the wiring spreads this into `api` in src/contracts/api/index.ts. */
export const teamsApi = { listTeams, saveTeam, deleteTeam, setDefenceTeam } as const;

export * from './savedTeam';
export * from './teamEndpoints';
export * from './teamRefusal';
export * from './formationUnit';
export * from './deployGrid';
export * from './teamSynergies';
export * from './unitPower';
export * from './teamProblem';
