import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Battle, battleEnd, playoutBatch, RULES, simulate, type BattleInput, type PlayoutBatch, type TeamInput } from '../engine';
import { referenceEngine } from '../../scripts/battle/referenceEngine';
import { cardCatalog, UNIT_CARDS } from '.';
import { teamArbitrary as team, teamWithCard } from './testing/teamArbitraries';

// A playout (playoutBatch: the module's batch build, no event built) must decide exactly the battle the full run (the
// record build, through simulate) records, and, under rules version 4 (the newest the reference plays), the battle the
// reference's JS playout decides (the pinned commit's JS rule code, scripts/battle/referenceEngine.ts; the traces and
// every event are wasmPlayout.property.test.ts's and wasmFullRun.property.test.ts's).

const reference = await referenceEngine();
/** The rules version the batch is also compared with the reference under. */
const REFERENCE_VERSION = 4;

interface Outcome {
  winner: 0 | 1 | null;
  reason: string;
  rounds: number;
  health: number[];
}

const input = (a: fc.Arbitrary<TeamInput>, b: fc.Arbitrary<TeamInput>): fc.Arbitrary<BattleInput> => fc.record({
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  rulesVersion: fc.constant(RULES.version),
  teams: fc.tuple(a, b),
});

/** The full run's verdict in the playout's terms. */
function fullRun(i: BattleInput): Outcome & { alive: boolean[] } {
  const end = battleEnd(simulate(i, cardCatalog));
  return { winner: end.winner, reason: end.reason, rounds: end.rounds, health: end.totals.map((t) => t.health), alive: end.totals.map((t) => t.alive) };
}

/** The batch's last playout. */
function outcomeOf(batch: PlayoutBatch, seed: number): Outcome {
  const winner = batch.play(seed);
  return { winner, reason: batch.reason, rounds: batch.rounds, health: Array.from({ length: batch.unitCount }, (_, uid) => batch.health(uid)) };
}

/** The occupied cells of a grid as a bit set (bit n: cell n). */
function occupancy(grid: Int16Array): number {
  let set = 0;
  for (let n = 0; n < grid.length; n++) if (grid[n] !== 0) set |= 1 << n;
  return set;
}

/** The batch under the reference's version = the reference's JS playout (`played`: the batch's outcome if i is that version). */
function sameAsReference(i: BattleInput, played: Outcome): void {
  const input = { ...i, rulesVersion: REFERENCE_VERSION };
  const ours = i.rulesVersion === REFERENCE_VERSION ? played : outcomeOf(playoutBatch(i.teams, cardCatalog, REFERENCE_VERSION), i.seed);
  expect(ours).toEqual(reference.battleOutcome(input, cardCatalog));
}

function samePlayout(i: BattleInput): void {
  const playout = outcomeOf(playoutBatch(i.teams, cardCatalog, i.rulesVersion), i.seed);
  const { alive, ...full } = fullRun(i);
  expect(playout).toEqual(full);
  sameAsReference(i, playout);
  // Survivors: exactly the units the full run reports alive.
  expect(playout.health.map((h) => h > 0)).toEqual(alive);
  // The occupancy bit set the module keeps (its path search's) is in step with the grid through the whole battle.
  const battle = new Battle(i, cardCatalog);
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

describe('a batch of playouts (one deployment, the opening restored per seed) = the full run per seed', () => {
  it('same winner, reason, rounds and final health for every seed, whatever was played before on the same batch', () => {
    const seeds = fc.array(fc.integer({ min: 0, max: 0xffffffff }), { minLength: 1, maxLength: 12 });
    fc.assert(fc.property(fc.tuple(team(ALL_CARDS), team(ALL_CARDS)), seeds, (teams, list) => {
      const batch = playoutBatch(teams, cardCatalog);
      for (const seed of list) {
        const { alive: _, ...full } = fullRun({ seed, rulesVersion: RULES.version, teams });
        const played = outcomeOf(batch, seed);
        expect(played).toEqual(full);
        sameAsReference({ seed, rulesVersion: RULES.version, teams }, played);
      }
    }), { numRuns: 400, seed: 20261126 });
  });
});
