/** The team contracts: saved teams and their endpoints, and the engine's validation of a team (grid, synergies and power are src/rules/teams). */
export * from './savedTeam';
export * from './teamEndpoints';
export * from './formationUnit';
export * from './teamProblem';
