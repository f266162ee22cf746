import { Battle, battleEnd, type BattleInput } from '../../src/engine';
import { cardCatalog } from '../../src/content';

/** What the server keeps of a played battle: the engine's verdict plus each side's units still standing. */
export interface BattleDecision {
  winner: 0 | 1 | null;
  reason: 'wipeout' | 'turnCap';
  rounds: number;
  /** The event-stream hash of the input's rules version. */
  hash: string;
  /** Units alive at the end, per team (campaign stars count the attacker's). */
  survivors: [number, number];
}

/**
 * Plays a battle with the engine and the card catalog (the same code the browser's worker re-runs to verify it):
 * the verdict with the hash computed as events are produced, and the survivors from the final totals.
 */
export function decideBattle(input: BattleInput): BattleDecision {
  const battle = new Battle(input, cardCatalog, { hash: true });
  const events = battle.runToEnd();
  const end = battleEnd(events);
  const survivors: [number, number] = [0, 0];
  const team0 = input.teams[0].units.length;
  for (const total of end.totals) if (total.alive) survivors[total.unit < team0 ? 0 : 1] += 1;
  return { winner: end.winner, reason: end.reason, rounds: end.rounds, hash: battle.hash(), survivors };
}
