import { describe, expect, it } from 'vitest';
import type { Battle } from '../battle';
import { at, testBattle, testCard, testCatalog } from '../testing/fixtures';
import { setHealth } from '../testing/scenario';
import type { UnitState } from '../state';
import type { SkillSpec, SkillTargetMode } from '../types';
import { SKILL_TARGET_MODES } from './targetModes';

// Team A: caster (uid 0) at (2,0), ally (uid 1) at (2,1), ally (uid 2) at (0,3).
// Team B: e3 at (4,0), e4 at (4,1), e5 at (6,3).
const catalog = testCatalog([testCard('u')]);
function board(): Battle {
  return testBattle(catalog, [at('u', 0), at('u', 1), at('u', 11)], [at('u', 0), at('u', 1), at('u', 11)]);
}
function skill(target: SkillTargetMode, range: number, radius?: number): SkillSpec {
  return { id: 's', target, range, radius, cooldown: 1, initialCooldown: 0, effects: [{ kind: 'heal', ratio: 1 }] };
}
function pick(b: Battle, s: SkillSpec, target: number | null = null): number[] {
  const out: UnitState[] = [];
  SKILL_TARGET_MODES[s.target].select(b, b.units[0]!, s, target === null ? null : b.units[target]!, out);
  return out.map((u) => u.uid);
}

describe('skill target modes', () => {
  it('target: the unit\'s target only within the skill\'s range', () => {
    const b = board();
    expect(pick(b, skill('target', 2), 3)).toEqual([3]);
    expect(pick(b, skill('target', 1), 3)).toEqual([]);
    expect(pick(b, skill('target', 9))).toEqual([]);
  });

  it('targetArea: the target in range plus every enemy within the radius of it', () => {
    const b = board();
    expect(pick(b, skill('targetArea', 2, 1), 3)).toEqual([3, 4]);
    expect(pick(b, skill('targetArea', 2, 3), 3)).toEqual([3, 4, 5]);
    expect(pick(b, skill('targetArea', 1, 3), 3)).toEqual([]);
  });

  it('weakestEnemy: least health within range, lower uid on ties', () => {
    const b = board();
    expect(pick(b, skill('weakestEnemy', 9))).toEqual([3]);
    setHealth(b, 5, 10);
    expect(pick(b, skill('weakestEnemy', 9))).toEqual([5]);
    expect(pick(b, skill('weakestEnemy', 2))).toEqual([3]);
    setHealth(b, 4, 10);
    expect(pick(b, skill('weakestEnemy', 9))).toEqual([4]);
  });

  it('allEnemies and allAllies: the living units of a side; self: the caster', () => {
    const b = board();
    setHealth(b, 4, 0);
    setHealth(b, 1, 0);
    expect(pick(b, skill('allEnemies', 0))).toEqual([3, 5]);
    expect(pick(b, skill('allAllies', 0))).toEqual([0, 2]);
    expect(pick(b, skill('self', 0))).toEqual([0]);
  });

  it('weakestAlly: the lowest health share in range, caster included, only when someone is hurt', () => {
    const b = board();
    expect(pick(b, skill('weakestAlly', 9))).toEqual([]);
    setHealth(b, 0, 900);
    setHealth(b, 2, 500);
    expect(pick(b, skill('weakestAlly', 9))).toEqual([2]);
    expect(pick(b, skill('weakestAlly', 1))).toEqual([0]); // uid 2 is 3 cells away
    setHealth(b, 2, 399, 400); // share 997 of 1000, above the caster's 900
    expect(pick(b, skill('weakestAlly', 9))).toEqual([0]);
  });

  it('alliesAround: allies within the radius of the caster, caster included', () => {
    const b = board();
    expect(pick(b, skill('alliesAround', 0, 1))).toEqual([0, 1]);
    expect(pick(b, skill('alliesAround', 0, 3))).toEqual([0, 1, 2]);
  });
});
