import { describe, expect, it } from 'vitest';
import type { StaminaView } from '../../contracts/accounts/stamina';
import { formatCountdown, projectStamina } from './projectStamina';

const t0 = Date.parse('2026-01-01T00:00:00.000Z');
const view = (current: number, nextInSeconds: number | null): StaminaView => ({
  current,
  max: 120,
  regenIntervalSeconds: 360,
  nextPointAt: nextInSeconds === null ? null : new Date(t0 + nextInSeconds * 1000).toISOString(),
  fullAt: null,
  recovery: { priceGameCoin: 100, stamina: 60 },
});

describe('projectStamina', () => {
  it('counts down to the next point without changing the value before it', () => {
    expect(projectStamina(view(10, 100), t0)).toEqual({ current: 10, max: 120, msToNextPoint: 100_000 });
    expect(projectStamina(view(10, 100), t0 + 99_000)).toEqual({ current: 10, max: 120, msToNextPoint: 1_000 });
  });

  it('adds one point at nextPointAt and one per whole interval after it', () => {
    expect(projectStamina(view(10, 100), t0 + 100_000)).toEqual({ current: 11, max: 120, msToNextPoint: 360_000 });
    expect(projectStamina(view(10, 100), t0 + 100_000 + 2 * 360_000 + 5_000)).toEqual({ current: 13, max: 120, msToNextPoint: 355_000 });
  });

  it('stops at the max and stops counting there', () => {
    expect(projectStamina(view(119, 10), t0 + 10_000)).toEqual({ current: 120, max: 120, msToNextPoint: null });
    expect(projectStamina(view(119, 10), t0 + 10_000_000)).toEqual({ current: 120, max: 120, msToNextPoint: null });
  });

  it('does not regenerate above the max (a purchase may overflow it)', () => {
    expect(projectStamina({ ...view(180, null) }, t0 + 10_000_000)).toEqual({ current: 180, max: 120, msToNextPoint: null });
  });
});

describe('formatCountdown', () => {
  it('rounds up to whole seconds and shows hours only when needed', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(3_600_000 + 65_000)).toBe('1:01:05');
  });
});
