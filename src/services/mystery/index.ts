export * from './mysteryQueries';
