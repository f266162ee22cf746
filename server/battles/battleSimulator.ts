import type { BattleInput } from '../../src/engine';
import { decideBattle, type BattleDecision } from './decideBattle';

/** Plays a battle for the server: on the event loop ({@link inlineSimulator}) or on a worker pool (battleSimulatorPool.ts). */
export type BattleSimulator = (input: BattleInput) => Promise<BattleDecision>;

/** Plays the battle on the calling thread (tests, the admin CLI, and servers configured with BATTLE_THREADS=0). */
export const inlineSimulator: BattleSimulator = async (input) => decideBattle(input);
