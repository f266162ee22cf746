import type { BattleInput } from '../../engine';
import type { Rng } from '../../engine';
import { randomBalancedTeams } from '../randomTeams';

/** Random-team battles: both sides six random cards of the same rarity line-up, all at this level. */
export const RANDOM_TEAM_RULES = { size: 6, level: 5 } as const;

/** The two teams of a random-team battle (the player's side first), drawn from `rng`. */
export function randomTeamPair(rng: Rng): BattleInput['teams'] {
  return randomBalancedTeams(rng, RANDOM_TEAM_RULES.size, RANDOM_TEAM_RULES.level);
}
