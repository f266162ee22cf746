import { RANDOM_TEAM_ECONOMY } from '../../../src/content/economy/battleRewards';
import { randomTeamPair } from '../../../src/content/modes/randomTeamMode';
import { Rng } from '../../../src/engine';
import type { BattleModeRules } from './battleModeRules';

/**
 * /random-team-battle: both sides get random balanced teams (same rarity line-up, same level) drawn from a fresh
 * random number; the player's own cards do not fight. A small fixed reward, win or lose.
 */
export const randomTeamMode: BattleModeRules = {
  mode: 'random_team',
  usesPlayerTeam: false,
  async prepare({ random }) {
    const [mine, theirs] = randomTeamPair(new Rng(random()));
    return {
      teams: [mine, theirs],
      opponent: { kind: 'random', playerId: null, name: '' },
      defenderId: null,
      stageId: null,
      floor: null,
      staminaCost: RANDOM_TEAM_ECONOMY.stamina,
    };
  },
  async settle(_setup, _prepared, decision) {
    const rewards = decision.winner === 0 ? RANDOM_TEAM_ECONOMY.win : RANDOM_TEAM_ECONOMY.loss;
    return { rewards: [...rewards], stars: null, firstClear: false, attackerRating: null, defenderRating: null };
  },
};
