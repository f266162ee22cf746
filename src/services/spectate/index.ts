export * from './spectateQueries';
