export * from './battleQueries';
export * from './fetchBattle';
// The battle-worker clients.
export { createBattleClient, type BattleClient, type BattleStream } from './battleClient';
export { createWinOddsClient, type WinOddsClient, type WinOddsRun } from './winOddsClient';
