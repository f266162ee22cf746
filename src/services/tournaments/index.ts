export * from './tournamentQueries';
