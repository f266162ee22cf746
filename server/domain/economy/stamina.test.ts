import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staminaView as staminaViewSchema } from '../../../src/contracts/accounts/stamina';
import { grantStamina, newStamina, settleStamina, spendStamina, staminaAt, staminaConfigFromEnv, staminaView, type StaminaConfig } from './stamina';

const t0 = new Date('2026-01-01T00:00:00Z');
const min = 60_000;
const at = (ms: number) => new Date(t0.getTime() + ms);
const cfg: StaminaConfig = { max: 120, regenIntervalSeconds: 360, hardCap: 999 };

describe('staminaAt', () => {
  it('gains one point per 6 minutes, counting only whole intervals', () => {
    const r = { value: 100, asOf: t0 };
    expect(staminaAt(r, at(6 * min - 1), cfg)).toBe(100);
    expect(staminaAt(r, at(6 * min), cfg)).toBe(101);
    expect(staminaAt(r, at(60 * min), cfg)).toBe(110);
  });
  it('stops at the max', () => {
    expect(staminaAt({ value: 100, asOf: t0 }, at(20 * 6 * min), cfg)).toBe(120);
    expect(staminaAt({ value: 100, asOf: t0 }, at(1000 * 6 * min), cfg)).toBe(120);
  });
  it('does not regenerate above the max, nor lose overflow', () => {
    expect(staminaAt({ value: 150, asOf: t0 }, at(1000 * min), cfg)).toBe(150);
  });
  it('credits nothing when the clock goes backwards', () => {
    expect(settleStamina({ value: 10, asOf: t0 }, at(-60 * min), cfg)).toEqual({ value: 10, asOf: t0 });
  });
});

describe('spendStamina', () => {
  it('spends and keeps a partial interval in progress', () => {
    const r = { value: 50, asOf: t0 };
    const spent = spendStamina(r, 10, at(9 * min), cfg);
    // 9 min = 1 point + 3 min of progress; the next point still comes at 12 min.
    expect(spent).toEqual({ ok: true, record: { value: 41, asOf: at(6 * min) } });
    if (spent.ok) expect(staminaAt(spent.record, at(12 * min), cfg)).toBe(42);
  });

  it('spending from full starts the clock at the spend', () => {
    const full = newStamina(t0, cfg);
    const spent = spendStamina(full, 10, at(100 * min), cfg);
    expect(spent).toEqual({ ok: true, record: { value: 110, asOf: at(100 * min) } });
    if (spent.ok) {
      expect(staminaAt(spent.record, at(106 * min - 1), cfg)).toBe(110);
      expect(staminaAt(spent.record, at(106 * min), cfg)).toBe(111);
    }
  });

  it('spends down to exactly zero', () => {
    expect(spendStamina({ value: 10, asOf: t0 }, 10, t0, cfg)).toEqual({ ok: true, record: { value: 0, asOf: t0 } });
  });

  it('refuses when short, saying when there will be enough, and changes nothing', () => {
    const r = { value: 5, asOf: t0 };
    expect(spendStamina(r, 10, at(7 * min), cfg)).toEqual({ ok: false, error: 'insufficient_stamina', current: 6, needed: 10, availableAt: at(30 * min) });
    expect(r).toEqual({ value: 5, asOf: t0 });
    expect(spendStamina(r, 500, t0, cfg)).toMatchObject({ ok: false, availableAt: null });
  });

  it('refuses a non-positive or fractional cost', () => {
    expect(() => spendStamina({ value: 5, asOf: t0 }, 0, t0, cfg)).toThrow(RangeError);
    expect(() => spendStamina({ value: 5, asOf: t0 }, 1.5, t0, cfg)).toThrow(RangeError);
  });

  it('property: spend then regenerate never exceeds max, never goes negative, and time never lowers stamina', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ wait: fc.integer({ min: 0, max: 200 * min }), cost: fc.integer({ min: 1, max: 40 }) }), { maxLength: 40 }),
        (steps) => {
          let record = newStamina(t0, cfg);
          let now = t0.getTime();
          for (const step of steps) {
            const before = staminaAt(record, new Date(now), cfg);
            now += step.wait;
            const after = staminaAt(record, new Date(now), cfg);
            if (after < before || after > cfg.max || after < 0) return false;
            const result = spendStamina(record, step.cost, new Date(now), cfg);
            if (result.ok) {
              if (staminaAt(result.record, new Date(now), cfg) !== after - step.cost) return false;
              record = result.record;
            } else if (after >= step.cost) return false;
          }
          return true;
        },
      ),
    );
  });
});

describe('grantStamina', () => {
  it('may overflow the max up to the hard cap', () => {
    expect(grantStamina({ value: 110, asOf: t0 }, 60, t0, cfg)).toEqual({ value: 170, asOf: t0 });
    expect(grantStamina({ value: 990, asOf: t0 }, 60, t0, cfg).value).toBe(999);
  });
  it('keeps regeneration progress when the grant stays below max', () => {
    const granted = grantStamina({ value: 10, asOf: t0 }, 5, at(9 * min), cfg);
    expect(granted).toEqual({ value: 16, asOf: at(6 * min) });
  });
});

describe('staminaView', () => {
  it('tells the client when the next point and a full bar arrive', () => {
    const view = staminaView({ value: 118, asOf: t0 }, at(3 * min), cfg);
    expect(view).toEqual({ current: 118, max: 120, regenIntervalSeconds: 360, nextPointAt: at(6 * min).toISOString(), fullAt: at(12 * min).toISOString(), recovery: { priceGameCoin: 100, stamina: 60 } });
    expect(staminaViewSchema.parse(view)).toEqual(view);
  });
  it('has no countdown when full', () => {
    expect(staminaView(newStamina(t0, cfg), at(min), cfg)).toMatchObject({ current: 120, nextPointAt: null, fullAt: null });
  });
});

describe('staminaConfigFromEnv', () => {
  it('defaults to 120 and 6 minutes, reads overrides, refuses nonsense', () => {
    expect(staminaConfigFromEnv({})).toEqual({ max: 120, regenIntervalSeconds: 360, hardCap: 999 });
    expect(staminaConfigFromEnv({ STAMINA_MAX: '60', STAMINA_REGEN_SECONDS: '300' })).toEqual({ max: 60, regenIntervalSeconds: 300, hardCap: 999 });
    expect(() => staminaConfigFromEnv({ STAMINA_MAX: '-1' })).toThrow(/STAMINA_MAX/);
  });
});
