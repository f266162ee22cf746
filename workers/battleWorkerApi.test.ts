import * as Comlink from 'comlink';
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { hashEventsCompact, RULES, simulate, verify, type BattleEvent, type BattleInput } from '../src/engine';
import { cardCatalog, starterTeam } from '../src/content';
import type { RoundCallback } from '../src/contracts/battles';
import type { GoldenFile } from '../tests/golden/goldenCase';
import { idleRecorders } from '../src/engine/wasm/recordModule';
import { createBattleWorkerApi } from './battleWorkerApi';

const input: BattleInput = { seed: 99, rulesVersion: RULES.version, teams: [starterTeam(), starterTeam()] };

describe('battle worker API', () => {
  it('plays and verifies a battle stored under rules version 1 with that version\'s hash (pinned)', async () => {
    const golden = JSON.parse(readFileSync(new URL('../tests/fixtures/battle/golden-v1.json', import.meta.url), 'utf8')) as GoldenFile;
    const c = golden.cases[0]!;
    const expected = { winner: c.winner, reason: c.reason, rounds: c.rounds, hash: c.hash };
    const api = createBattleWorkerApi();
    expect(await api.start('old', c.input, () => {})).toEqual(expected);
    expect(api.verify(c.input)).toEqual(expected);
    // Version 2 plays as version 1 (same outcome, version 2's hash); version 3 has other rules, so the worker's
    // verdict is the engine's, whatever the outcome.
    const v2 = { ...c.input, rulesVersion: 2 };
    expect(api.verify(v2)).toEqual({ ...expected, hash: hashEventsCompact(simulate(v2, cardCatalog)) });
    const current = { ...c.input, rulesVersion: RULES.version };
    expect(api.verify(current)).toEqual(verify(current, cardCatalog));
  });

  it('streams one chunk per round that concatenate to simulate(), and resolves with the verdict', async () => {
    const api = createBattleWorkerApi();
    const chunks: BattleEvent[][] = [];
    const verdict = await api.start('b1', input, (events) => { chunks.push(events); });
    expect(chunks.flat()).toEqual(simulate(input, cardCatalog));
    expect(chunks.slice(1).every((c) => c[0]!.type === 'roundStart')).toBe(true);
    expect(verdict).toEqual(verify(input, cardCatalog));
  });

  it('cancel stops the battle after the current round and resolves null', async () => {
    const api = createBattleWorkerApi();
    let rounds = 0;
    const verdict = await api.start('b2', input, () => {
      rounds++;
      if (rounds === 2) api.cancel('b2');
    });
    expect(verdict).toBeNull();
    expect(rounds).toBe(2);
  });

  it('a cancelled battle gives its module instance back to the pool at once', async () => {
    const api = createBattleWorkerApi();
    const before = idleRecorders();
    let rounds = 0;
    let during = -1;
    expect(await api.start('b5', input, () => {
      rounds++;
      if (rounds === 3) {
        during = idleRecorders();
        api.cancel('b5');
      }
    })).toBeNull();
    // While it plays the battle holds one instance (taken from the pool, or a new one when the pool was empty).
    expect(during).toBe(Math.max(before - 1, 0));
    expect(idleRecorders()).toBe(Math.max(before, 1));
  });

  it('an error thrown by the consumer stops the battle and rejects start; the id can be reused', async () => {
    const api = createBattleWorkerApi();
    let rounds = 0;
    await expect(api.start('b4', input, () => {
      rounds++;
      if (rounds === 3) throw new Error('canvas lost');
    })).rejects.toThrow('canvas lost');
    expect(rounds).toBe(3);
    // The failed battle left no state behind: a new one under the same id plays to its end, not cancelled.
    api.cancel('b4');
    const chunks: BattleEvent[][] = [];
    expect(await api.start('b4', input, (events) => { chunks.push(events); })).toEqual(verify(input, cardCatalog));
    expect(chunks.flat()).toEqual(simulate(input, cardCatalog));
  });

  it('cancel of one battle leaves another running battle alone', async () => {
    const api = createBattleWorkerApi();
    let a = 0;
    const first = api.start('x', input, () => { a++; if (a === 1) api.cancel('x'); });
    const second = api.start('y', input, () => {});
    expect(await first).toBeNull();
    expect(await second).toEqual(verify(input, cardCatalog));
  });

  it('releases the proxied callback once the battle ends, is cancelled, fails or is refused', async () => {
    const api = createBattleWorkerApi();
    const callback = (onRound: RoundCallback): { fn: RoundCallback; release: ReturnType<typeof vi.fn> } => {
      const release = vi.fn();
      return { fn: Object.assign(onRound, { [Comlink.releaseProxy]: release }), release };
    };
    const ended = callback(() => {});
    await api.start('r1', input, ended.fn);
    expect(ended.release).toHaveBeenCalledOnce();
    const cancelled = callback(() => api.cancel('r2'));
    expect(await api.start('r2', input, cancelled.fn)).toBeNull();
    expect(cancelled.release).toHaveBeenCalledOnce();
    const failed = callback(() => { throw new Error('boom'); });
    await expect(api.start('r3', input, failed.fn)).rejects.toThrow('boom');
    expect(failed.release).toHaveBeenCalledOnce();
    const refused = callback(() => {});
    await expect(api.start('r4', { ...input, seed: -1 }, refused.fn)).rejects.toThrow(/seed must be an integer/);
    expect(refused.release).toHaveBeenCalledOnce();
  });

  // The page validates the input's shape before sending it (parseWorkerInput.test.ts); the engine refuses what it cannot play.
  it('verify returns the hash; an input the engine cannot play is refused with a clear error', async () => {
    const api = createBattleWorkerApi();
    expect(api.verify(input).hash).toMatch(/^[0-9a-f]{16}$/);
    expect(() => api.verify({ ...input, seed: 2 ** 32 })).toThrow(/seed must be an integer/);
    expect(() => api.verify({ ...input, teams: [{ units: [] }, starterTeam()] })).toThrow(/team 0 has 0 units/);
    await expect(api.start('b3', { ...input, teams: [{ units: [{ cardId: 'nobody', level: 1, position: 0 }] }, starterTeam()] }, () => {})).rejects.toThrow(/unknown card "nobody"/);
  });
});
