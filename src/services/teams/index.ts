export * from './teamQueries';
