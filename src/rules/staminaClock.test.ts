import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StaminaView } from '../contracts/accounts/stamina';
import { projectStamina, settleStamina, staminaView } from './staminaClock';

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


describe('one clock on both sides', () => {
  it("the client's projection of the server's view always equals the server's settle at the same moment", () => {
    const clock = { max: 120, regenIntervalSeconds: 360 };
    const recovery = { priceGameCoin: 100, stamina: 60 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 359_999 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        (value, partialMs, viewedAfterMs, projectedAfterMs) => {
          const record = { value, asOf: new Date(t0 - partialMs) };
          const viewedAt = new Date(t0 + viewedAfterMs);
          const projectedAt = viewedAt.getTime() + projectedAfterMs;
          const projected = projectStamina(staminaView(record, viewedAt, clock, recovery), projectedAt);
          const settled = settleStamina(record, new Date(projectedAt), clock);
          expect(projected.current).toBe(settled.value);
          if (settled.value < clock.max) expect(projected.msToNextPoint).toBe(settled.asOf.getTime() + 360_000 - projectedAt);
          else expect(projected.msToNextPoint).toBeNull();
        },
      ),
    );
  });
});
