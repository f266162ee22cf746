import { describe, expect, it } from 'vitest';
import { RULES, simulate, verify, type BattleEvent, type BattleInput } from '../src/engine';
import { cardCatalog, starterTeam } from '../src/content';
import { createBattleWorkerApi } from './battleWorkerApi';

const input: BattleInput = { seed: 99, rulesVersion: RULES.version, teams: [starterTeam(), starterTeam()] };

describe('battle worker API', () => {
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

  it('verify returns the hash; a bad input is refused with a clear error', async () => {
    const api = createBattleWorkerApi();
    expect(api.verify(input).hash).toMatch(/^[0-9a-f]{16}$/);
    expect(() => api.verify({ ...input, seed: 'x' })).toThrow(/invalid battle input: seed/);
    expect(() => api.verify({ ...input, teams: [{ units: [] }, starterTeam()] })).toThrow(/teams.0.units/);
    await expect(api.start('b3', { ...input, teams: [{ units: [{ cardId: 'nobody', level: 1, position: 0 }] }, starterTeam()] }, () => {})).rejects.toThrow(/unknown card "nobody"/);
  });
});
