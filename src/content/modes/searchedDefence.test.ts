import { describe, expect, it } from 'vitest';
import { Rng, winOdds } from '../../engine';
import { cardCatalog } from '../catalog';
import { randomBalancedTeams } from '../randomTeams';
import { BOT_VARIANTS, duelBot, searchedDefence } from './searchedDefence';
import { TOWER_SEARCHED_FROM, towerFloor, towerFloorByRole } from './towerFloors';

const sorted = (ids: string[]): string[] => [...ids].sort();

describe('searched defences (duel bots and later tower floors)', () => {
  it('places the same cards, on distinct slots, the same way for the same seed', () => {
    const team = randomBalancedTeams(new Rng(8), 6, 3)[0];
    const a = searchedDefence(team, 77);
    expect(searchedDefence(team, 77)).toEqual(a);
    expect(sorted(a.units.map((u) => u.cardId))).toEqual(sorted(team.units.map((u) => u.cardId)));
    expect(a.units.every((u) => u.level === 3)).toBe(true);
    expect(new Set(a.units.map((u) => u.position)).size).toBe(6);
  });

  it('places the later tower floors by search (same cards, stronger against fresh attackers), the early ones by role', () => {
    for (const floor of [1, TOWER_SEARCHED_FROM - 1]) expect(towerFloor(floor)).toEqual(towerFloorByRole(floor));
    // A floor the search moves under the current card set (rules version 4 keeps floor 25's role placement).
    const role = towerFloorByRole(26);
    const searched = towerFloor(26);
    expect(searched.enemy).not.toEqual(role.enemy);
    expect(sorted(searched.enemy.units.map((u) => u.cardId))).toEqual(sorted(role.enemy.units.map((u) => u.cardId)));
    const rng = new Rng(2025);
    let before = 0;
    let after = 0;
    for (let i = 0; i < 20; i++) {
      const attacker = randomBalancedTeams(rng, 6, role.level)[0];
      before += winOdds([role.enemy, attacker], cardCatalog, 100, i).wins;
      after += winOdds([searched.enemy, attacker], cardCatalog, 100, i).wins;
    }
    expect(after).toBeGreaterThan(before);
  });

  it('places a floor for another card set (the balance lab\'s candidates) as that set would, the game\'s floor untouched', () => {
    const game = towerFloor(26);
    const same = towerFloor(26, { ...cardCatalog });
    expect(same).toEqual(game);
    expect(same).not.toBe(game);
    const units = new Map([...cardCatalog.units].map(([id, c]) => [id, { ...c, stats: { ...c.stats, speed: c.families.includes('mage') ? 200 : c.stats.speed } }]));
    const moved = towerFloor(26, { ...cardCatalog, units });
    expect(sorted(moved.enemy.units.map((u) => u.cardId))).toEqual(sorted(game.enemy.units.map((u) => u.cardId)));
    expect(towerFloor(26)).toBe(game);
  });

  it('gives a duel bot by its variant: the same bot every time, shaped as asked', () => {
    const bot = duelBot(5, 2, BOT_VARIANTS - 1);
    expect(duelBot(5, 2, BOT_VARIANTS - 1)).toBe(bot);
    expect(bot.units).toHaveLength(5);
    expect(bot.units.every((u) => u.level === 2)).toBe(true);
  });
});
