export * from './marketQueries';
