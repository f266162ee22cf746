import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, type BattleCatalog, type BattleInput, type TeamInput } from '../engine';
import { instantiatePlayout } from '../engine/wasm/playoutModule';
import { WasmPlayouts } from '../engine/wasm/wasmPlayouts';
import { at, testCard, testCatalog } from '../engine/testing/fixtures';
import { referenceEngine, REFERENCE_VERSIONS } from '../../scripts/battle/referenceEngine';
import { cardCatalog, randomBalancedTeams, UNIT_CARDS } from '.';
import { syntheticCatalog } from './testing/syntheticCards';
import { teamArbitrary as team, teamWithCard } from './testing/teamArbitraries';

// Stage 1 of the WebAssembly rules core (docs/ENGINE.md "The WebAssembly playout"): every seed a WasmPlayouts batch
// plays must end exactly as the reference's playout (battleOutcome: the JS rule code of the pinned commit,
// scripts/battle/referenceEngine.ts): winner, reason, rounds, every unit's health. On a difference the message
// carries the first record where the two engines' traces part.

const { battleOutcome, playouts, jsTrace, firstDivergence } = await referenceEngine();

const load = (name: string) => instantiatePlayout(new WebAssembly.Module(readFileSync(new URL(`../engine/wasm/build/${name}`, import.meta.url))));
/** The module that ships, and its trace build (the same source recording every draw, damage, heal, status, move). */
const wasm = load('playout.wasm');
const traced = load('playoutTrace.wasm');
const VERSIONS = REFERENCE_VERSIONS;
const ALL_CARDS = UNIT_CARDS.map((c) => c.id);

const seeds = fc.array(fc.integer({ min: 0, max: 0xffffffff }), { minLength: 1, maxLength: 3 });

/**
 * Plays each seed on one batch (on the shared instance) and compares it with battleOutcome; with `withTrace`, also the
 * trace build's whole trace (every draw, damage, heal, status applied, move, turn and round) with the JS full run's.
 */
function sameAsJs(teams: readonly [TeamInput, TeamInput], list: readonly number[], rulesVersion: number, withTrace = false, catalog: BattleCatalog = cardCatalog): void {
  const batch = new WasmPlayouts(teams, catalog, wasm, rulesVersion);
  const tracer = new WasmPlayouts(teams, catalog, traced, rulesVersion);
  for (const seed of list) {
    const winner = batch.play(seed);
    const health = Array.from({ length: batch.unitCount }, (_, uid) => batch.health(uid));
    const got = { winner, reason: batch.reason, rounds: batch.rounds, health };
    const input: BattleInput = { seed, rulesVersion, teams };
    const want = battleOutcome(input, catalog);
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      const where = firstDivergence(jsTrace(input, catalog), tracer.trace(seed));
      expect.fail(`v${rulesVersion} seed ${seed} ${JSON.stringify(teams)}\n  js ${JSON.stringify(want)}\n  wasm ${JSON.stringify(got)}\n${where ?? 'traces equal'}`);
    }
    if (withTrace) {
      const where = firstDivergence(jsTrace(input, catalog), tracer.trace(seed));
      if (where !== null) expect.fail(`v${rulesVersion} seed ${seed} ${JSON.stringify(teams)}: same outcome, but the traces part at ${where}`);
    }
  }
}

describe.each(VERSIONS)('WasmPlayouts = the reference\'s battleOutcome, rules version %i', (rulesVersion) => {
  it('random battles: any cards, levels 1-10, slots and seeds; the whole trace', () => {
    fc.assert(fc.property(fc.tuple(team(ALL_CARDS), team(ALL_CARDS)), seeds, (teams, list) => sameAsJs(teams, list, rulesVersion, true)), { numRuns: 1500, seed: 20261127 + rulesVersion });
  });

  it('every card in the first team, against random teams: the whole trace', () => {
    for (const cardId of ALL_CARDS) {
      fc.assert(fc.property(fc.tuple(teamWithCard(cardId, ALL_CARDS), team(ALL_CARDS)), seeds, (teams, list) => sameAsJs(teams, list, rulesVersion, true)), { numRuns: 20, seed: 7 + rulesVersion });
    }
  });
});

describe('WasmPlayouts = the reference\'s battleOutcome on synthetic cards', () => {
  it.each(VERSIONS)('rules version %i: random stats, shipped skills, the whole trace', (rulesVersion) => {
    fc.assert(fc.property(syntheticCatalog, fc.tuple(team(['a', 'b', 'c', 'd']), team(['a', 'b', 'c', 'd'])), seeds, (catalog, teams, list) => {
      sameAsJs(teams, list, rulesVersion, true, catalog);
    }), { numRuns: 300, seed: 1127 + rulesVersion });
  });
});

describe('long batches, as win odds and the bench play them', () => {
  it.each(VERSIONS)('rules version %i: 10 balanced pairs x 300 seeds on one batch each = the reference\'s Playouts', (rulesVersion) => {
    const rng = new Rng(rulesVersion);
    for (let p = 0; p < 10; p++) {
      const teams = randomBalancedTeams(rng);
      const js = playouts(teams, cardCatalog, rulesVersion);
      const batch = new WasmPlayouts(teams, cardCatalog, wasm, rulesVersion);
      for (let s = 0; s < 300; s++) {
        const seed = rng.nextU32();
        const winner = js.play(seed);
        const want = { winner, reason: js.reason, rounds: js.rounds, health: Array.from({ length: js.unitCount }, (_, u) => js.health(u)) };
        const got = { winner: batch.play(seed), reason: batch.reason, rounds: batch.rounds, health: Array.from({ length: batch.unitCount }, (_, u) => batch.health(u)) };
        if (JSON.stringify(got) !== JSON.stringify(want)) expect.fail(`v${rulesVersion} pair ${p} seed ${seed}: js ${JSON.stringify(want)} wasm ${JSON.stringify(got)}`);
      }
    }
  });
});

describe('small test catalogs (the glue\'s cases in src/engine/wasm/wasmPlayouts.test.ts)', () => {
  const pebbles = testCatalog([
    testCard('pebble', { stats: { attack: 0, defense: 0, magic: 0, magicResistance: 0, speed: 10, health: 5000 } }),
    testCard('hitter', { element: 'fire', stats: { attack: 100, defense: 0, magic: 80, magicResistance: 0, speed: 30, health: 1000 } }),
  ]);
  it('to the turn cap, fresh and interleaved batches: each seed = the reference\'s battleOutcome', () => {
    const cap: [TeamInput, TeamInput] = [{ units: [at('pebble', 0), at('pebble', 1)] }, { units: [at('pebble', 0)] }];
    sameAsJs(cap, [1, 2, 3], 2, true, pebbles);
    const a: [TeamInput, TeamInput] = [{ units: [at('hitter', 0), at('pebble', 5)] }, { units: [at('hitter', 1), at('pebble', 4, 3)] }];
    const b: [TeamInput, TeamInput] = [{ units: [at('hitter', 3)] }, { units: [at('hitter', 2, 7), at('pebble', 1)] }];
    sameAsJs(a, [11, 12, 13, 21, 22, 23, 24], 4, true, pebbles);
    sameAsJs(b, [21, 22, 23, 24], 3, true, pebbles);
  });
});

describe('the trace', () => {
  it('is the same in both engines for a battle they agree on', () => {
    const teams: [TeamInput, TeamInput] = [
      { units: ALL_CARDS.slice(0, 6).map((cardId, i) => ({ cardId, level: 5, position: i * 2 })) },
      { units: ALL_CARDS.slice(6, 12).map((cardId, i) => ({ cardId, level: 5, position: i * 2 })) },
    ];
    const batch = new WasmPlayouts(teams, cardCatalog, traced, 4);
    const trace = batch.trace(42);
    expect(trace.length).toBeGreaterThan(100);
    expect(() => new WasmPlayouts(teams, cardCatalog, wasm, 4).trace(42)).toThrow(/trace build/);
    expect(firstDivergence(jsTrace({ seed: 42, rulesVersion: 4, teams }, cardCatalog), trace)).toBeNull();
  });

  it('is the same on a small test catalog', () => {
    const hitters = testCatalog([testCard('hitter', { element: 'fire', stats: { attack: 100, defense: 0, magic: 80, magicResistance: 0, speed: 30, health: 1000 } })]);
    const teams: [TeamInput, TeamInput] = [{ units: [at('hitter', 0)] }, { units: [at('hitter', 0)] }];
    const trace = new WasmPlayouts(teams, hitters, traced, 3).trace(5);
    expect(trace.length).toBeGreaterThan(10);
    expect(firstDivergence(jsTrace({ seed: 5, rulesVersion: 3, teams }, hitters), trace)).toBeNull();
  });
});
