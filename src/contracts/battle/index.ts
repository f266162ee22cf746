/** Schemas and types at the battle boundaries: the battle input (worker API, server, tools) and the worker API. */
export * from './battleInput';
export * from './workerApi';
export * from './winOdds';
export * from './seedFairness';
export * from './luck';
export * from './coach';
