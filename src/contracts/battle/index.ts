/** Schemas at the battle boundaries: the battle input (worker API, server, tools). */
export * from './battleInput';
