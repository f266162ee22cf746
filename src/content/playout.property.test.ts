import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Battle, battleEnd, battleOutcome, Playouts, RULES, simulate, type BattleInput, type TeamInput } from '../engine';
import { jsRules } from '../engine/combat/jsRules';
import { occupancy } from '../engine/pathing';
import { cardCatalog, UNIT_CARDS } from '.';
import { teamArbitrary as team, teamWithCard } from './testing/teamArbitraries';

// The playout (battleOutcome: no event built) must decide exactly the battle the full run records.

const input = (a: fc.Arbitrary<TeamInput>, b: fc.Arbitrary<TeamInput>): fc.Arbitrary<BattleInput> => fc.record({
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  rulesVersion: fc.constant(RULES.version),
  teams: fc.tuple(a, b),
});

/** The full run's verdict in the playout's terms. */
function fullRun(i: BattleInput): ReturnType<typeof battleOutcome> {
  const end = battleEnd(simulate(i, cardCatalog));
  return { winner: end.winner, reason: end.reason, rounds: end.rounds, health: end.totals.map((t) => t.health) };
}

function samePlayout(i: BattleInput): void {
  const playout = battleOutcome(i, cardCatalog);
  const full = fullRun(i);
  expect(playout).toEqual(full);
  // Survivors: exactly the units the full run reports alive.
  const alive = battleEnd(simulate(i, cardCatalog)).totals.map((t) => t.alive);
  expect(playout.health.map((h) => h > 0)).toEqual(alive);
  // The path search's occupancy bit set is kept in step with the grid through the whole battle.
  const battle = new Battle(i, cardCatalog, { record: false, jsRules });
  while (!battle.over) {
    battle.next();
    expect(battle.occupied).toBe(occupancy(battle.grid));
  }
}

const ALL_CARDS = UNIT_CARDS.map((c) => c.id);

describe('playout = full run (fast-check)', () => {
  it('same winner, reason, rounds, survivors and final health over thousands of random battles', () => {
    fc.assert(fc.property(input(team(ALL_CARDS), team(ALL_CARDS)), samePlayout), { numRuns: 2000, seed: 20261126 });
  });

  it.each(ALL_CARDS)('every card: %s in the first team, against random teams', (cardId) => {
    fc.assert(fc.property(input(teamWithCard(cardId, ALL_CARDS), team(ALL_CARDS)), samePlayout), { numRuns: 25, seed: 7 });
  });
});

describe('a batch of playouts (Playouts: one deployment, the opening restored per seed) = battleOutcome per seed', () => {
  it('same winner, reason, rounds and final health for every seed, whatever was played before on the same batch', () => {
    const seeds = fc.array(fc.integer({ min: 0, max: 0xffffffff }), { minLength: 1, maxLength: 12 });
    fc.assert(fc.property(fc.tuple(team(ALL_CARDS), team(ALL_CARDS)), seeds, (teams, list) => {
      const batch = new Playouts(teams, cardCatalog);
      for (const seed of list) {
        const winner = batch.play(seed);
        const health = Array.from({ length: batch.unitCount }, (_, uid) => batch.health(uid));
        expect({ winner, reason: batch.reason, rounds: batch.rounds, health }).toEqual(battleOutcome({ seed, rulesVersion: RULES.version, teams }, cardCatalog));
      }
    }), { numRuns: 400, seed: 20261126 });
  });
});
