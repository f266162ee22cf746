import { describe, expect, it } from 'vitest';
import { Battle, BattleInputError, Rng, RULES, winOdds } from '../engine';
import { cardCatalog } from './catalog';
import { randomBalancedTeams } from './randomTeams';
import { starterTeam } from './starterSet';

// That a playout decides the same battle as the full run is property-tested in playout.property.test.ts.
describe('a playout battle (record: false)', () => {
  it('only opens: it keeps no log, refuses to hash, and leaves its rounds to the batch', () => {
    const input = { seed: 3, rulesVersion: RULES.version, teams: [starterTeam(), starterTeam()] as const };
    const battle = new Battle(input, cardCatalog, { record: false });
    expect(battle.next()).toEqual([]);
    expect(battle.units.length).toBe(2 * starterTeam().units.length);
    expect(() => battle.runToEnd()).toThrow(/playoutBatch/);
    expect(() => new Battle(input, cardCatalog, { record: false, hash: true })).toThrow(/record/);
  });
});

describe('winOdds', () => {
  const teams = randomBalancedTeams(new Rng(11), 6, 3);
  it('counts wins, losses and draws over seeded battles, the same every time', () => {
    const odds = winOdds(teams, cardCatalog, 200, 7);
    expect(odds.wins + odds.losses + odds.draws).toBe(200);
    expect(odds.winPermille).toBe(Math.floor((odds.wins * 1000) / 200));
    expect(winOdds(teams, cardCatalog, 200, 7)).toEqual(odds);
    expect(winOdds(teams, cardCatalog, 200, 8)).not.toEqual(odds);
  });

  it('a level-10 team nearly always beats the same team at level 1', () => {
    const strong = { units: teams[0].units.map((u) => ({ ...u, level: 10 })) };
    const weak = { units: teams[0].units.map((u) => ({ ...u, level: 1 })) };
    expect(winOdds([strong, weak], cardCatalog, 50).winPermille).toBeGreaterThan(900);
  });

  it('refuses an invalid team or count before playing', () => {
    expect(() => winOdds([{ units: [] }, teams[1]], cardCatalog, 10)).toThrow(BattleInputError);
    expect(() => winOdds(teams, cardCatalog, 0)).toThrow(RangeError);
  });
});
