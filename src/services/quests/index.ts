export * from './questQueries';
