import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES } from '../rules';
import { battleEnd, simulate } from '../simulate';
import { at, testCard, testCatalog } from '../testing/fixtures';
import type { BattleCatalog, BattleInput, SkillSpec, TeamInput } from '../types';
import { WasmTableError } from './compileTables';
import * as L from './layout';
import { instantiatePlayout } from './playoutModule';
import { WasmPlayouts } from './wasmPlayouts';

// The glue's own behaviour on small test catalogs, each seed checked against its full run (the record build); the
// equivalence with the reference's JS rule code, over the card set, is src/content/wasmPlayout.property.test.ts.

const load = (name: string) => new WebAssembly.Module(readFileSync(new URL(`build/${name}`, import.meta.url)));
const module = load('playout.wasm');
const traceModule = load('playoutTrace.wasm');

const pebbles = testCatalog([
  testCard('pebble', { stats: { attack: 0, defense: 0, magic: 0, magicResistance: 0, speed: 10, health: 5000 } }),
  testCard('hitter', { element: 'fire', stats: { attack: 100, defense: 0, magic: 80, magicResistance: 0, speed: 30, health: 1000 } }),
]);

/** WasmPlayouts' result for one seed. */
function outcome(batch: WasmPlayouts, seed: number): { winner: number | null; reason: string; rounds: number; health: number[] } {
  const winner = batch.play(seed);
  return { winner, reason: batch.reason, rounds: batch.rounds, health: Array.from({ length: batch.unitCount }, (_, uid) => batch.health(uid)) };
}

/** The same from the battle's full run. */
function fullRunOutcome(input: BattleInput, catalog: BattleCatalog): ReturnType<typeof outcome> {
  const end = battleEnd(simulate(input, catalog));
  return { winner: end.winner, reason: end.reason, rounds: end.rounds, health: end.totals.map((t) => t.health) };
}

describe('WasmPlayouts', () => {
  it('plays to the turn cap as the full run does (harmless pebbles: health shares decide)', () => {
    const teams: [TeamInput, TeamInput] = [{ units: [at('pebble', 0), at('pebble', 1)] }, { units: [at('pebble', 0)] }];
    const batch = new WasmPlayouts(teams, pebbles, module, 2);
    for (const seed of [1, 2, 3]) {
      const got = outcome(batch, seed);
      expect(got.reason).toBe('turnCap');
      expect(got.rounds).toBe(RULES.combat.maxRounds);
      expect(got).toEqual(fullRunOutcome({ seed, rulesVersion: 2, teams }, pebbles));
    }
  });

  it('gives each seed the same result on a fresh batch, after other seeds, and on an instance another batch used', () => {
    const a: [TeamInput, TeamInput] = [{ units: [at('hitter', 0), at('pebble', 5)] }, { units: [at('hitter', 1), at('pebble', 4, 3)] }];
    const b: [TeamInput, TeamInput] = [{ units: [at('pebble', 0)] }, { units: [at('hitter', 2, 7)] }];
    const fresh = [11, 12, 13].map((seed) => outcome(new WasmPlayouts(a, pebbles, module, 4), seed));
    const shared = instantiatePlayout(module);
    outcome(new WasmPlayouts(b, pebbles, shared, 4), 99);
    const reused = new WasmPlayouts(a, pebbles, shared, 4);
    expect([11, 12, 13].map((seed) => outcome(reused, seed))).toEqual(fresh);
    expect(fresh).toEqual([11, 12, 13].map((seed) => fullRunOutcome({ seed, rulesVersion: 4, teams: a }, pebbles)));
  });

  it('takes turns with other batches on one instance: each writes its tables again after another played', () => {
    const a: [TeamInput, TeamInput] = [{ units: [at('hitter', 0), at('pebble', 5)] }, { units: [at('hitter', 1), at('pebble', 4, 3)] }];
    const b: [TeamInput, TeamInput] = [{ units: [at('hitter', 3)] }, { units: [at('hitter', 2, 7), at('pebble', 1)] }];
    const shared = instantiatePlayout(module);
    const left = new WasmPlayouts(a, pebbles, shared, 4);
    const right = new WasmPlayouts(b, pebbles, shared, 3);
    const seeds = [21, 22, 23, 24];
    const interleaved = seeds.flatMap((seed) => [outcome(left, seed), outcome(right, seed)]);
    expect(interleaved).toEqual(seeds.flatMap((seed) => [fullRunOutcome({ seed, rulesVersion: 4, teams: a }, pebbles), fullRunOutcome({ seed, rulesVersion: 3, teams: b }, pebbles)]));
  });

  it('traces only on the trace build, whose records follow the full run\'s turns and damage', () => {
    const teams: [TeamInput, TeamInput] = [{ units: [at('hitter', 0)] }, { units: [at('hitter', 0)] }];
    expect(() => new WasmPlayouts(teams, pebbles, module, 3).trace(5)).toThrow(/trace build/);
    const trace = new WasmPlayouts(teams, pebbles, traceModule, 3).trace(5);
    expect(trace.length).toBeGreaterThan(10);
    // The trace equals the reference's record by record (src/content/wasmPlayout.property.test.ts); here, that its
    // damage records are the full run's damage events.
    const damage = simulate({ seed: 5, rulesVersion: 3, teams }, pebbles).filter((e) => e.type === 'damage');
    expect(trace.filter((r) => r.kind === L.T_DAMAGE).map((r) => [r.a, r.b, r.c])).toEqual(damage.map((e) => [e.target, e.amount, e.health]));
  });

  it('refuses, when the tables are compiled, a skill naming an unknown status or laying a status that is not a field', () => {
    const withSkill = (skill: SkillSpec): BattleCatalog => testCatalog([testCard('caster', { skills: [skill.id] })], [skill]);
    const teams: [TeamInput, TeamInput] = [{ units: [at('caster', 0)] }, { units: [at('caster', 0)] }];
    const unknown: SkillSpec = { id: 'x', target: 'self', range: 0, cooldown: 1, initialCooldown: 0, effects: [{ kind: 'applyStatus', status: 'nothing' }] };
    const notField: SkillSpec = { id: 'y', target: 'self', range: 0, cooldown: 1, initialCooldown: 0, effects: [{ kind: 'createField', status: 'burn' }] };
    expect(() => new WasmPlayouts(teams, withSkill(unknown), module, 4)).toThrow(WasmTableError);
    expect(() => new WasmPlayouts(teams, withSkill(notField), module, 4)).toThrow(/not a field/);
  });
});
