/** The team contracts: saved teams and their endpoints, and the team rules both sides show (grid, synergies, power, validation). */
export * from './savedTeam';
export * from './teamEndpoints';
export * from './formationUnit';
export * from './deployGrid';
export * from './teamSynergies';
export * from './unitPower';
export * from './teamProblem';
export * from './presetTeams';
export * from './opponents';
