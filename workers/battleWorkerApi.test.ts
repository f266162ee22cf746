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

  it('verify returns the hash; a bad input is refused with a clear error', async () => {
    const api = createBattleWorkerApi();
    expect(api.verify(input).hash).toMatch(/^[0-9a-f]{16}$/);
    expect(() => api.verify({ ...input, seed: 'x' })).toThrow(/invalid battle input: seed/);
    expect(() => api.verify({ ...input, teams: [{ units: [] }, starterTeam()] })).toThrow(/teams.0.units/);
    await expect(api.start('b3', { ...input, teams: [{ units: [{ cardId: 'nobody', level: 1, position: 0 }] }, starterTeam()] }, () => {})).rejects.toThrow(/unknown card "nobody"/);
  });
});
