import { describe, expect, it } from 'vitest';
import type { Battle } from './battle';
import { at, ofType, testBattle, testCard, testCatalog } from './testing/fixtures';
import { setHealth } from './testing/scenario';
import type { SkillSpec, SkillTargetMode } from './types';

// Skill target modes, through the engine: the caster (uid 0, the fastest) casts in the first turn of round 1, and the
// targets its skillCast names are the mode's choice.
// Team A: caster (uid 0) at (2,0), ally (uid 1) at (2,1), ally (uid 2) at (0,3).
// Team B: e3 at (4,0), e4 at (4,1), e5 at (6,3).

function skill(target: SkillTargetMode, range: number, radius?: number): SkillSpec {
  return { id: 's', target, range, radius, cooldown: 1, initialCooldown: 0, effects: [{ kind: 'heal', ratio: 1 }] };
}

/** The targets of the caster's first-turn cast of `s` (empty when it does not cast), after `setup` edits the board. */
function pick(s: SkillSpec, setup: (b: Battle) => void = () => undefined): number[] {
  const catalog = testCatalog([testCard('caster', { skills: ['s'], stats: { attack: 10, defense: 0, magic: 10, magicResistance: 0, speed: 100, health: 1000 } }), testCard('u')], [s]);
  const b = testBattle(catalog, [at('caster', 0), at('u', 1), at('u', 11)], [at('u', 0), at('u', 1), at('u', 11)]);
  setup(b);
  const round = b.next();
  const turns = round.flatMap((e, i) => (e.type === 'turn' ? [i] : []));
  expect(round[turns[0]!]).toEqual({ type: 'turn', unit: 0 });
  return ofType(round.slice(turns[0], turns[1]), 'skillCast').flatMap((e) => e.targets);
}

describe('skill target modes', () => {
  it('target: the unit\'s target (its nearest enemy) only within the skill\'s range', () => {
    expect(pick(skill('target', 2))).toEqual([3]);
    expect(pick(skill('target', 1))).toEqual([]);
  });

  it('targetArea: the target in range plus every enemy within the radius of it', () => {
    expect(pick(skill('targetArea', 2, 1))).toEqual([3, 4]);
    expect(pick(skill('targetArea', 2, 3))).toEqual([3, 4, 5]);
    expect(pick(skill('targetArea', 1, 3))).toEqual([]);
  });

  it('weakestEnemy: least health within range, lower uid on ties', () => {
    expect(pick(skill('weakestEnemy', 9))).toEqual([3]);
    expect(pick(skill('weakestEnemy', 9), (b) => setHealth(b, 5, 10))).toEqual([5]);
    expect(pick(skill('weakestEnemy', 2), (b) => setHealth(b, 5, 10))).toEqual([3]);
    expect(pick(skill('weakestEnemy', 9), (b) => { setHealth(b, 5, 10); setHealth(b, 4, 10); })).toEqual([4]);
  });

  it('allEnemies and allAllies: the living units of a side; self: the caster', () => {
    const deaths = (b: Battle): void => { setHealth(b, 4, 0); setHealth(b, 1, 0); };
    expect(pick(skill('allEnemies', 0), deaths)).toEqual([3, 5]);
    expect(pick(skill('allAllies', 0), deaths)).toEqual([0, 2]);
    expect(pick(skill('self', 0), deaths)).toEqual([0]);
  });

  it('weakestAlly: the lowest health share in range, caster included, only when someone is hurt', () => {
    expect(pick(skill('weakestAlly', 9))).toEqual([]);
    const hurt = (b: Battle): void => { setHealth(b, 0, 900); setHealth(b, 2, 500); };
    expect(pick(skill('weakestAlly', 9), hurt)).toEqual([2]);
    expect(pick(skill('weakestAlly', 1), hurt)).toEqual([0]); // uid 2 is 3 cells away
    // Share 997 of 1000, above the caster's 900.
    expect(pick(skill('weakestAlly', 9), (b) => { setHealth(b, 0, 900); setHealth(b, 2, 399, 400); })).toEqual([0]);
  });

  it('alliesAround: allies within the radius of the caster, caster included', () => {
    expect(pick(skill('alliesAround', 0, 1))).toEqual([0, 1]);
    expect(pick(skill('alliesAround', 0, 3))).toEqual([0, 1, 2]);
  });
});
