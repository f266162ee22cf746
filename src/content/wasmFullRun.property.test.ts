import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Battle, battleRounds, hashEvents, type Rng, simulate, type BattleCatalog, type BattleEvent, type BattleInput, type TeamInput } from '../engine';
import * as L from '../engine/wasm/layout';
import { acquireRecorder, type RecordExports } from '../engine/wasm/recordModule';
import { WasmRun } from '../engine/wasm/wasmRun';
import { referenceEngine, REFERENCE_VERSIONS, type ReferenceBattle } from '../../scripts/battle/referenceEngine';
import { cardCatalog, UNIT_CARDS } from '.';
import { syntheticCatalog } from './testing/syntheticCards';
import { teamArbitrary as team, teamWithCard } from './testing/teamArbitraries';

// Stage 2 of the WebAssembly rules core (docs/ENGINE.md "The WebAssembly playout"): the full run's rounds played by
// the module, recording, and its event buffer decoded, must be the reference's event stream exactly: every event, every
// key and value, in order: through `simulate` and the step API (Battle plays its rounds on the module) and through
// WasmRun directly. The reference is the JS rule code of the pinned commit (scripts/battle/referenceEngine.ts).

const reference = await referenceEngine();
const VERSIONS = REFERENCE_VERSIONS;
const ALL_CARDS = UNIT_CARDS.map((c) => c.id);
const seed = fc.integer({ min: 0, max: 0xffffffff });
const recorder = acquireRecorder();

/** The battle's events with its rounds played by the module (the opening by the JS opening), through WasmRun itself. */
function moduleRun(input: BattleInput, catalog: BattleCatalog): BattleEvent[] {
  const battle = new Battle(input, catalog);
  const events = battle.next();
  const run = new WasmRun(recorder, battle, input);
  while (!run.round((e) => events.push(e)));
  return events;
}

/** The step API's chunks (Battle.next on the module), concatenated. */
function stepped(input: BattleInput, catalog: BattleCatalog): BattleEvent[] {
  const events: BattleEvent[] = [];
  for (const chunk of battleRounds(input, catalog)) events.push(...chunk);
  return events;
}

/** The reference's events (its JS rule code, sfc32 seeded from the input). */
const jsRun = (input: BattleInput, catalog: BattleCatalog): BattleEvent[] => reference.simulate(input, catalog);

/**
 * Fails with the first event where the streams part: the reference's against `simulate` (a Battle playing its rounds
 * on the module), and with `how`, against WasmRun driven directly or the step API.
 */
function sameStream(input: BattleInput, catalog: BattleCatalog = cardCatalog, how: 'simulate' | 'direct' | 'step' = 'simulate'): void {
  const want = jsRun(input, catalog);
  const got = how === 'direct' ? moduleRun(input, catalog) : how === 'step' ? stepped(input, catalog) : simulate(input, catalog);
  const a = JSON.stringify(want);
  if (a === JSON.stringify(got)) return;
  let k = 0;
  while (k < want.length && JSON.stringify(want[k]) === JSON.stringify(got[k])) k++;
  expect.fail(`v${input.rulesVersion} seed ${input.seed} ${JSON.stringify(input.teams)}: event ${k} of ${want.length}\n  js   ${JSON.stringify(want.slice(Math.max(0, k - 1), k + 2))}\n  wasm ${JSON.stringify(got.slice(Math.max(0, k - 1), k + 2))}`);
}

describe.each(VERSIONS)('the module full run = the reference\'s full run, rules version %i', (rulesVersion) => {
  it('random battles: any cards, levels 1-10, slots and seeds', () => {
    fc.assert(fc.property(fc.tuple(team(ALL_CARDS), team(ALL_CARDS)), seed, (teams, s) => sameStream({ seed: s, rulesVersion, teams })), { numRuns: 1500, seed: 2026 + rulesVersion });
  });

  it('every card in the first team, against random teams', () => {
    for (const cardId of ALL_CARDS) {
      fc.assert(fc.property(fc.tuple(teamWithCard(cardId, ALL_CARDS), team(ALL_CARDS)), seed, (teams, s) => sameStream({ seed: s, rulesVersion, teams }, cardCatalog, 'step')), { numRuns: 15, seed: 11 + rulesVersion });
    }
  });

  it('synthetic cards (turn caps, large products, every synergy level)', () => {
    fc.assert(fc.property(syntheticCatalog, fc.tuple(team(['a', 'b', 'c', 'd']), team(['a', 'b', 'c', 'd'])), seed, (catalog, teams, s) => {
      sameStream({ seed: s, rulesVersion, teams }, catalog, 'direct');
    }), { numRuns: 300, seed: 27 + rulesVersion });
  });
});

describe('the golden replays on the module', () => {
  const files = ['golden.json', 'golden-v3.json', 'golden-v2.json', 'golden-v1.json'];
  it.each(files)('%s: every case, its event count and hash', (file) => {
    const golden = JSON.parse(readFileSync(new URL(`../../tests/fixtures/battle/${file}`, import.meta.url), 'utf8')) as { cases: { input: BattleInput; events: number; hash: string }[] };
    for (const c of golden.cases) {
      const events = moduleRun(c.input, cardCatalog);
      expect({ events: events.length, hash: hashEvents(events) }).toEqual({ events: c.events, hash: c.hash });
      // Version 1 plays as version 2; a version newer than the reference is pinned by its goldens alone.
      if (c.input.rulesVersion === 1 || (VERSIONS as readonly number[]).includes(c.input.rulesVersion)) expect(JSON.stringify(events)).toBe(JSON.stringify(jsRun(c.input, cardCatalog)));
    }
  });
});

describe('the builds', () => {
  it('only the record build plays a full run, and the batch build has no event buffer', () => {
    const teams: [TeamInput, TeamInput] = [
      { units: ALL_CARDS.slice(0, 6).map((cardId, i) => ({ cardId, level: 5, position: i * 2 })) },
      { units: ALL_CARDS.slice(6, 12).map((cardId, i) => ({ cardId, level: 5, position: i * 2 })) },
    ];
    const input: BattleInput = { seed: 42, rulesVersion: 4, teams };
    const battle = new Battle(input, cardCatalog);
    battle.next();
    const batch = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(new URL('../engine/wasm/build/playout.wasm', import.meta.url)))).exports as unknown as RecordExports;
    expect(() => new WasmRun({ wasm: batch, host: { rng: null }, parkedBy: null }, battle, input)).toThrow(/record build/);
    const mem = new Int32Array(recorder.wasm.memory.buffer);
    new WasmRun(recorder, battle, input).round(() => undefined);
    expect(mem[L.G_EVLEN]).toBeGreaterThan(0);
    expect(batch.recording()).toBe(0);
    expect(batch.memory.buffer.byteLength).toBeLessThan((L.EVENTS + L.EV_CAP) * 4);
    expect(recorder.wasm.memory.buffer.byteLength).toBeGreaterThan((L.EVENTS + L.EV_CAP) * 4);
  });
});

/** What a caller of the step API can read of a battle after a round (the reference's objects, or the module's read back). */
function liveState(b: ReferenceBattle): unknown {
  return {
    round: b.round, over: b.over, winner: b.winner, reason: b.reason, rng: Array.from((b.rng as Rng).state), living: [...b.living],
    occupied: b.occupied, cells: Array.from(b.cells), grid: Array.from(b.grid), seq: b.seq, auras: b.auras, fieldSeq: b.fieldSeq, fieldsZoned: b.fieldsZoned, zonesSet: b.zonesSet,
    zones: Array.from(b.zoneCells), fields: b.fields.map((f) => ({ ...f, status: f.status.id, owner: f.owner.uid })),
    units: b.units.map((u) => ({
      health: u.health, alive: u.alive, x: u.x, y: u.y, element: u.element, elementIndex: u.elementIndex, cooldowns: [...u.cooldowns],
      dealt: u.damageDealt, taken: u.damageTaken, healed: u.healed, shielded: u.shielded, zoneSpeed: u.zoneSpeed, zoneDamage: u.zoneDamageTaken,
      turnSeq: u.turnSeq, mods: { ...u.mods },
      statuses: u.statuses.map((a) => ({ ...a, status: a.status.id })),
    })),
  };
}

describe('the step API\'s live state', () => {
  it.each(VERSIONS)('rules version %i: after every round, the battle read back from the module = the reference\'s', (rulesVersion) => {
    fc.assert(fc.property(fc.tuple(team(ALL_CARDS), team(ALL_CARDS)), seed, (teams, s) => {
      const input: BattleInput = { seed: s, rulesVersion, teams };
      const js = reference.battle(input, cardCatalog);
      const wasm = new Battle(input, cardCatalog);
      while (!js.over) {
        expect(JSON.stringify(wasm.next())).toBe(JSON.stringify(js.next()));
        expect(liveState(wasm)).toEqual(liveState(js));
      }
    }), { numRuns: 300, seed: 99 + rulesVersion });
  });
});
