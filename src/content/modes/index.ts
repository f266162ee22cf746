/** The battle modes' rules and numbers: campaign stages, tower floors, random teams, PvP rating. */
export * from './campaignStages';
export * from './campaignTerms';
export * from './towerFloors';
export * from './randomTeamMode';
export * from './pvpRating';
export * from './searchedDefence';
