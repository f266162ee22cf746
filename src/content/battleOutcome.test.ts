import { describe, expect, it } from 'vitest';
import { Battle, battleEnd, BattleInputError, battleOutcome, Rng, RULES, simulate, winOdds } from '../engine';
import { cardCatalog } from './catalog';
import { randomBalancedTeams } from './randomTeams';
import { starterTeam } from './starterSet';

describe('battleOutcome (no events kept)', () => {
  it('gives the same winner, reason and rounds as simulate on real battles', () => {
    const rng = new Rng(5);
    for (let i = 0; i < 300; i++) {
      const input = { seed: rng.nextU32(), rulesVersion: RULES.version, teams: randomBalancedTeams(rng, 1 + (i % 6), 1 + (i % 10)) };
      const end = battleEnd(simulate(input, cardCatalog));
      expect(battleOutcome(input, cardCatalog)).toEqual({ winner: end.winner, reason: end.reason, rounds: end.rounds });
    }
  });

  it('keeps no log, and refuses to hash without one', () => {
    const input = { seed: 3, rulesVersion: RULES.version, teams: [starterTeam(), starterTeam()] as const };
    const battle = new Battle(input, cardCatalog, { record: false });
    expect(battle.runToEnd()).toEqual([]);
    expect(battle.over).toBe(true);
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
