export * from './fragmentStoreQueries';
