import type { BattleInput } from '../../src/engine';
import { decideBattle, type BattleDecision } from './decideBattle';

/** The piscina task of battleSimulatorPool.ts: the same decideBattle as on the main thread, so determinism holds. */
export default function playBattle(input: BattleInput): BattleDecision {
  return decideBattle(input);
}
