// Module paths, not the engine's and content's indexes: the battle route draws random teams without loading the engine.
import { Rng } from '../../engine/rng';
import { RULES } from '../../engine/rules';
import { randomBalancedTeams } from '../../content/randomTeams';
import type { BattleInputData } from '../battles/battleInput';

/**
 * The battle "Watch a battle" plays: two random balanced 6 v 6 teams (the same generator `npm run simulate`
 * plays) drawn from one 32-bit seed, which also seeds the battle, so the seed alone names it.
 */
export function randomBattleInput(seed: number): BattleInputData {
  const rng = new Rng(seed);
  const teams = randomBalancedTeams(rng);
  return { seed: seed >>> 0, rulesVersion: RULES.version, teams: [{ units: [...teams[0].units] }, { units: [...teams[1].units] }] };
}
