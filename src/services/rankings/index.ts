export * from './rankingQueries';
