import { describe, expect, it } from 'vitest';
import type { Family } from '../../src/engine';
import { candidateScore, mainStat, TUNE_RULES, tuneStep, type JudgedEntry, type TuneSynergy } from './tuneStep';

const families = new Map<string, readonly Family[]>([
  ['w1', ['warrior', 'human']], ['w2', ['warrior']], ['m1', ['mage', 'human']], ['m2', ['mage']], ['a1', ['assassin']], ['g1', ['guardian']],
]);
const warrior: TuneSynergy = { id: 'warrior_synergy', family: 'warrior', thresholds: [2, 4, 6], params: { value: 5 }, resolution: 1 };
const mage: TuneSynergy = { id: 'mage_synergy', family: 'mage', thresholds: [3, 6], params: { value: 0.2 }, resolution: 0.001 };
const human: TuneSynergy = { id: 'human_synergy', family: 'human', thresholds: [2, 4, 6], params: { value: 0.1 }, resolution: 0.001 };
const entry = (cards: string[], rate: number): JudgedEntry => ({ key: cards.join(','), cards, rate, low: rate - 0.01, high: rate + 0.01 });
const empty = { roles: {}, cards: {}, synergies: {} };

describe('tuneStep, the balance tuner\'s update rule', () => {
  it('makes every card of an archetype over the line weaker by its main stat, 1–3%', () => {
    const { next, changes } = tuneStep(empty, [{ seed: 3, pool: [entry(['w1', 'm2', 'a1', 'g1'], 0.7), entry(['w2'], 0.5)] }], families, []);
    expect(next.cards).toEqual({ w1: { attack: 0.97 }, m2: { magic: 0.97 }, a1: { attack: 0.97 }, g1: { health: 0.97 } });
    expect(changes.map((c) => c.id)).toEqual(['a1', 'g1', 'm2', 'w1']);
    const small = tuneStep(empty, [{ seed: 3, pool: [entry(['w2'], 0.62)] }], families, []).next;
    expect(small.cards).toEqual({ w2: { attack: 0.99 } });
  });

  it('makes the cards only in archetypes at the bottom a little stronger (at most 2%), never a card also over', () => {
    const pool = [entry(['w1', 'm1'], 0.66), entry(['m1', 'm2'], 0.3), entry(['w2'], 0.39)];
    const { next } = tuneStep(empty, [{ seed: 1, pool }], families, []);
    expect(next.cards.m1).toEqual({ magic: 0.97 });
    expect(next.cards.m2).toEqual({ magic: 1.02 });
    expect(next.cards.w2!.attack).toBeCloseTo(1 + 0.01 + 0.5 * 0.01, 4);
  });

  it('averages the pressure over the seeds judged: a line over on one seed of four moves less', () => {
    const over = { pool: [entry(['w2'], 0.66)] };
    const none = { pool: [entry(['w2'], 0.5)] };
    const once = tuneStep(empty, [{ seed: 1, ...over }, { seed: 2, ...none }, { seed: 3, ...none }, { seed: 4, ...none }], families, []).next;
    const always = tuneStep(empty, [1, 2, 3, 4].map((seed) => ({ seed, ...over })), families, []).next;
    expect(once.cards.w2!.attack).toBeCloseTo(1 - (0.01 + 0.5 * 0.01), 4);
    expect(always.cards.w2!.attack).toBeCloseTo(0.97, 4);
  });

  it('compounds on the candidate\'s multipliers and keeps them within the limit', () => {
    const start = { roles: { warrior: { attack: 0.95 } }, cards: { w2: { attack: 0.81, health: 0.9 } }, synergies: {} };
    const { next } = tuneStep(start, [{ seed: 1, pool: [entry(['w2', 'a1'], 0.7)] }], families, []);
    expect(next.roles).toEqual({ warrior: { attack: 0.95 } });
    expect(next.cards.w2).toEqual({ attack: 1 - TUNE_RULES.limit, health: 0.9 });
    expect(next.cards.a1).toEqual({ attack: 0.97 });
  });

  it('moves a synergy by the balance of the archetypes it is active in (weighted by its level), at the engine\'s resolution', () => {
    const pool = [entry(['w1', 'w2', 'm1'], 0.64), entry(['m1', 'm2', 'g1'], 0.35)];
    const { next, changes } = tuneStep(empty, [{ seed: 1, pool }], families, [warrior, mage, human]);
    expect(next.synergies.human_synergy).toEqual({ value: 0.098 });
    expect(next.synergies.warrior_synergy).toBeUndefined(); // +5 defence flat: one step of 1 is more than 6%
    expect(next.synergies.mage_synergy).toBeUndefined(); // two mages in each: not active
    expect(changes.filter((c) => c.kind === 'synergy')).toEqual([{ kind: 'synergy', id: 'human_synergy', stat: 'params', factor: 0.98 }]);
    const under = tuneStep(empty, [{ seed: 1, pool: [entry(['w1', 'm1'], 0.63), entry(['w1', 'm1', 'm2'], 0.3)] }], families, [human]).next;
    expect(under.synergies.human_synergy).toEqual({ value: 0.102 });
    const flat = tuneStep(empty, [{ seed: 1, pool: [entry(['w1', 'w2'], 0.7)] }], families, [{ ...warrior, params: { value: 50 } }]).next;
    expect(flat.synergies.warrior_synergy).toEqual({ value: 49 });
  });

  it('leaves everything as it is when no archetype is over or under the lines', () => {
    const { next, changes } = tuneStep(empty, [{ seed: 1, pool: [entry(['w1', 'w2', 'm1'], 0.5)] }], families, [warrior, human]);
    expect(changes).toEqual([]);
    expect(next).toEqual(empty);
  });
});

describe('mainStat and candidateScore', () => {
  it('moves attackers by attack, mages by magic, guardians by health', () => {
    expect((['warrior', 'assassin', 'mage', 'guardian'] as const).map(mainStat)).toEqual(['attack', 'attack', 'magic', 'health']);
  });

  it('scores a candidate by its highest upper bound over the seeds and counts the archetypes over the goal', () => {
    const seeds = [{ seed: 1, pool: [entry(['w1'], 0.6), entry(['w2'], 0.645)] }, { seed: 2, pool: [entry(['w1'], 0.66)] }];
    expect(candidateScore(seeds, 0.65)).toEqual({ highest: 0.67, over: 2 });
  });
});
