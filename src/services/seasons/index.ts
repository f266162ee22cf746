export * from './seasonQueries';
