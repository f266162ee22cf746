export * from './conversionQueries';
export * from './useDebouncedValue';
