export * from './battleQueries';
export * from './fetchBattle';
