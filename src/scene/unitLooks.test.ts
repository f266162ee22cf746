import { describe, expect, it } from 'vitest';
import type { ActiveCue, Cue, PlaybackFrame, SceneState, UnitState } from '../playback';
import { boardView } from './sceneLayout';
import { ACTIVE_LIFT, KNOCKBACK, unitLooks } from './unitLooks';

const view = boardView(7, false);

function unit(id: number, team: 0 | 1, x: number, y: number, extra: Partial<UnitState> = {}): UnitState {
  return { unit: id, team, cardId: 'iron_recruit', level: 1, element: 'fire', x, y, health: 100, maxHealth: 100, shield: 0, alive: true, statuses: [], turnsEnded: 0, lastCast: {}, ...extra };
}

function frame(active: { cue: Partial<Cue> & Pick<Cue, 'kind'>; progress: number }[], units = [unit(0, 0, 2, 1), unit(1, 1, 4, 1)], activeUnit: number | null = null, time = 0): PlaybackFrame {
  const state: SceneState = { width: 7, height: 4, round: 1, activeUnit, turnStart: -1, units, fields: [], synergies: [], activatedSynergies: [], result: null, eventIndex: 0 };
  const timing = { id: 1, start: 0, duration: 300, eventIndex: 0, round: 1 };
  return { time, state, active: active.map((a) => ({ cue: { ...timing, ...a.cue } as Cue, progress: a.progress }) as ActiveCue) };
}

describe('unitLooks: the motion each cue plays', () => {
  const rest = unitLooks(frame([]), null, false, view);

  it('raises the acting unit (still in reduced motion, only its ring)', () => {
    const looks = unitLooks(frame([], undefined, 0), null, false, view);
    expect(looks[0]!.active).toBe(true);
    expect(looks[0]!.lift).toBe(ACTIVE_LIFT);
    expect(unitLooks(frame([], undefined, 0), null, true, view)[0]!.lift).toBe(0);
  });

  it('lunges a melee attacker towards its target half-way through the attack', () => {
    const looks = unitLooks(frame([{ cue: { kind: 'attack', unit: 0, target: 1, missed: false, ranged: false }, progress: 0.5 }]), null, false, view);
    expect(looks[0]!.x).toBeGreaterThan(rest[0]!.x + 20);
    expect(looks[1]!.x).toBe(rest[1]!.x);
  });

  it('knocks the target back away from its attacker and flashes it', () => {
    const hit = { kind: 'damageNumber', target: 1, source: 0, amount: 10, healthLost: 10, damageType: 'physical', critical: false, cause: 'attack', causeId: null, healthBefore: 100, healthAfter: 90 } as const;
    const looks = unitLooks(frame([{ cue: hit, progress: 0.2 }, { cue: { kind: 'hitFlash', target: 1, critical: false }, progress: 0.2 }]), null, false, view);
    expect(looks[1]!.x).toBeGreaterThan(rest[1]!.x + KNOCKBACK * 0.5);
    expect(looks[1]!.flash).toBeGreaterThan(0.5);
    const crit = unitLooks(frame([{ cue: { ...hit, critical: true }, progress: 0.2 }]), null, false, view);
    expect(crit[1]!.x - rest[1]!.x).toBeGreaterThan(looks[1]!.x - rest[1]!.x);
    // No push in reduced motion, and none from a status tick (no source).
    expect(unitLooks(frame([{ cue: hit, progress: 0.2 }]), null, true, view)[1]!.x).toBe(rest[1]!.x);
    expect(unitLooks(frame([{ cue: { ...hit, source: null }, progress: 0.2 }]), null, false, view)[1]!.x).toBe(rest[1]!.x);
  });

  it('draws every motion on a mirrored board as the mirror image of the plain board (shakes too)', () => {
    const mirrored = boardView(7, true);
    const hit = { kind: 'damageNumber', target: 1, source: 0, amount: 10, healthLost: 10, damageType: 'physical', critical: true, cause: 'attack', causeId: null, healthBefore: 100, healthAfter: 90 } as const;
    const cues: { cue: Partial<Cue> & Pick<Cue, 'kind'>; progress: number }[] = [
      { cue: { kind: 'move', unit: 0, from: { x: 1, y: 1 }, to: { x: 2, y: 1 } }, progress: 0.3 },
      { cue: { kind: 'attack', unit: 0, target: 1, missed: false, ranged: false }, progress: 0.3 },
      { cue: hit, progress: 0.3 },
      { cue: { kind: 'hitFlash', target: 1, critical: true }, progress: 0.3 },
      { cue: { kind: 'turnSkipped', unit: 0, status: 'stun' }, progress: 0.3 },
    ];
    for (const one of [...cues.map((c) => [c]), cues]) {
      const plain = unitLooks(frame(one), null, false, view);
      const flipped = unitLooks(frame(one), null, false, mirrored);
      for (const i of [0, 1]) {
        // The two drawings of a cell sum to the same x on either board (columns 0 and 6 are each other's mirror).
        expect(plain[i]!.x + flipped[i]!.x).toBeCloseTo(view.center(0, 1).x + view.center(6, 1).x, 9);
        expect(flipped[i]!.y).toBeCloseTo(plain[i]!.y, 9);
      }
    }
  });

  it('dissolves a dying unit out of its cell with a burst', () => {
    const early = unitLooks(frame([{ cue: { kind: 'death', unit: 1, killer: 0 }, progress: 0.1 }]), null, false, view)[1]!;
    const late = unitLooks(frame([{ cue: { kind: 'death', unit: 1, killer: 0 }, progress: 0.9 }]), null, false, view)[1]!;
    expect(early.flash).toBeGreaterThan(0.5);
    expect(early.scale).toBeGreaterThan(1);
    expect(early.burst).toBeCloseTo(0.1);
    expect(late.alpha).toBeLessThan(0.2);
    expect(late.y).toBeGreaterThan(rest[1]!.y);
  });

  it('pops the shield bubble when a shield is broken, not when it runs out', () => {
    const broken = unitLooks(frame([{ cue: { kind: 'statusRemoved', target: 0, status: 'shield', reason: 'depleted' }, progress: 0.4 }]), null, false, view);
    expect(broken[0]!.shieldBreak).toBeCloseTo(0.4);
    const expired = unitLooks(frame([{ cue: { kind: 'statusExpired', target: 0, status: 'shield' }, progress: 0.4 }]), null, false, view);
    expect(expired[0]!.shieldBreak).toBe(-1);
  });

  it('breathes idle units out of phase, as a function of time only; never in reduced motion', () => {
    const a = unitLooks(frame([], undefined, null, 600), null, false, view);
    const b = unitLooks(frame([], undefined, null, 600), null, false, view);
    expect(a.map((l) => l.breathe)).toEqual(b.map((l) => l.breathe));
    expect(a[0]!.breathe).not.toBe(a[1]!.breathe);
    expect(unitLooks(frame([], undefined, null, 600), null, true, view).every((l) => l.breathe === 1)).toBe(true);
  });
});
