export * from './cardQueries';
