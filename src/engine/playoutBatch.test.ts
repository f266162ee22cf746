import { describe, expect, it } from 'vitest';
import { playoutBatch } from './playoutBatch';
import { RULES } from './rules';
import { battleEnd, simulate } from './simulate';
import { at, testCard, testCatalog } from './testing/fixtures';
import type { TeamInput } from './types';
import { WasmPlayouts } from './wasm/wasmPlayouts';

const catalog = testCatalog([
  testCard('tank', { stats: { attack: 20, defense: 10, magic: 0, magicResistance: 5, speed: 10, health: 900 } }),
  testCard('striker', { element: 'fire', stats: { attack: 90, defense: 0, magic: 40, magicResistance: 0, speed: 30, health: 500 } }),
]);

describe('playoutBatch', () => {
  it('is the WebAssembly batch, and ends each seed as its full run does', () => {
    const teams: [TeamInput, TeamInput] = [{ units: [at('tank', 0), at('striker', 4)] }, { units: [at('striker', 1), at('tank', 5)] }];
    const batch = playoutBatch(teams, catalog);
    expect(batch).toBeInstanceOf(WasmPlayouts);
    for (const seed of [1, 2, 3, 0xffffffff]) {
      const end = battleEnd(simulate({ seed, rulesVersion: RULES.version, teams }, catalog));
      const winner = batch.play(seed);
      expect({ winner, reason: batch.reason, rounds: batch.rounds, health: Array.from({ length: batch.unitCount }, (_, u) => batch.health(u)) })
        .toEqual({ winner: end.winner, reason: end.reason, rounds: end.rounds, health: end.totals.map((t) => t.health) });
    }
  });

  it('refuses an invalid team before playing', () => {
    expect(() => playoutBatch([{ units: [at('nobody', 0)] }, { units: [at('tank', 0)] }], catalog)).toThrow(/nobody/);
  });
});
