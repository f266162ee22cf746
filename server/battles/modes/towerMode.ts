import { TOWER_ECONOMY } from '../../../src/content/economy/battleRewards';
import { towerFloor, towerReward } from '../../../src/content/modes/towerFloors';
import type { BattleModeRules } from './battleModeRules';

/**
 * /infinite-level-battle: the player always fights the floor above their best (src/content/modes/towerFloors.ts:
 * level, size and synergy grow with the floor); a win records the new best floor (the user ranking) and pays
 * that floor's reward, a loss pays nothing.
 */
export const towerMode: BattleModeRules = {
  mode: 'tower',
  usesPlayerTeam: true,
  async warm(deps, playerId) {
    // A floor from 10 on places its team by a search (cached per process): search the likely floor here, outside the
    // transaction; a start that raced past it searches again under the lock, which is only slower.
    const best = (await deps.repositories.rankings.stats(deps.db, playerId))?.bestFloor ?? 0;
    towerFloor(best + 1);
  },
  async prepare({ deps, playerId, team }) {
    if (!team) throw new Error('the tower needs the player\'s team');
    // Read under the player's stamina lock (taken first by the use case), so two starts cannot both take one floor.
    const best = (await deps.repositories.rankings.stats(deps.db, playerId))?.bestFloor ?? 0;
    const floor = towerFloor(best + 1);
    return {
      teams: [team, floor.enemy],
      opponent: { kind: 'floor', playerId: null, name: String(floor.floor) },
      defenderId: null,
      stageId: null,
      floor: floor.floor,
      staminaCost: TOWER_ECONOMY.stamina,
    };
  },
  async settle({ deps, playerId, now }, prepared, decision) {
    const floor = prepared.floor!;
    if (decision.winner !== 0) return { rewards: [], stars: null, firstClear: false, attackerRating: null, defenderRating: null };
    const stats = (await deps.repositories.rankings.lockStats(deps.db, [playerId], now)).get(playerId)!;
    if (floor > stats.bestFloor) await deps.repositories.rankings.updateStats(deps.db, playerId, { bestFloor: floor, updatedAt: now });
    return { rewards: towerReward(floor), stars: null, firstClear: floor > stats.bestFloor, attackerRating: null, defenderRating: null };
  },
};
