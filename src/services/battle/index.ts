/** The battle-worker client. */
export { createBattleClient, type BattleClient, type BattleStream } from './battleClient';
