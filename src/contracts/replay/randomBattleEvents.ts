import { simulate } from '../../engine/simulate';
import type { BattleEvent } from '../../engine/events';
import { cardCatalog } from '../../content/catalog';
import { randomBattleInput } from './randomBattle';

/** The events of the random battle a seed names (what "Watch a battle" plays for it): for pacing figures and tests. */
export function randomBattleEvents(seed: number): BattleEvent[] {
  return simulate(randomBattleInput(seed), cardCatalog);
}
