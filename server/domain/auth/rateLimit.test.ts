import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateRateLimit, strictestDecision } from './rateLimit';

const t0 = new Date('2026-01-01T00:00:00Z').getTime();
const at = (s: number) => new Date(t0 + s * 1000);
const rule = { limit: 3, windowSeconds: 60 };

describe('evaluateRateLimit', () => {
  it('allows until the limit and reports what remains', () => {
    expect(evaluateRateLimit([], at(0), rule)).toEqual({ allowed: true, remaining: 3 });
    expect(evaluateRateLimit([at(1), at(2)], at(3), rule)).toEqual({ allowed: true, remaining: 1 });
  });

  it('blocks at the limit until the oldest failure in the window ages out', () => {
    const failures = [at(10), at(20), at(30)];
    expect(evaluateRateLimit(failures, at(30), rule)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(evaluateRateLimit(failures, at(69.5), rule)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // At exactly 70 s the failure at 10 s is 60 s old: outside the window (now - 60, now].
    expect(evaluateRateLimit(failures, at(70), rule)).toEqual({ allowed: true, remaining: 1 });
  });

  it('with more failures than the limit, waits for enough of them to expire', () => {
    const failures = [at(0), at(5), at(10), at(15), at(20)];
    // 5 in window, limit 3: need the count at 2, i.e. failures at 0, 5 and 10 gone: 10 + 60 = 70.
    expect(evaluateRateLimit(failures, at(21), rule)).toEqual({ allowed: false, retryAfterSeconds: 49 });
  });

  it('ignores failures older than the window and counts future ones as now', () => {
    expect(evaluateRateLimit([at(-100), at(-61)], at(0), rule)).toEqual({ allowed: true, remaining: 3 });
    expect(evaluateRateLimit([at(500), at(500), at(500)], at(0), rule)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('property: an allowed decision never exceeds the limit, and after retryAfter one more is allowed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 20 }), fc.integer({ min: 0, max: 300 }), (times, now) => {
        // Failures happen in the past; nothing new fails while the player waits.
        const failures = times.map((s) => at(Math.min(s, now)));
        const decision = evaluateRateLimit(failures, at(now), rule);
        if (decision.allowed) return decision.remaining >= 1 && decision.remaining <= rule.limit;
        const later = evaluateRateLimit(failures, at(now + decision.retryAfterSeconds), rule);
        const justBefore = evaluateRateLimit(failures, at(now + decision.retryAfterSeconds - 1), rule);
        return later.allowed && !justBefore.allowed;
      }),
    );
  });
});

describe('strictestDecision', () => {
  it('takes the longest wait, or the smallest remainder', () => {
    expect(strictestDecision([{ allowed: true, remaining: 4 }, { allowed: true, remaining: 2 }])).toEqual({ allowed: true, remaining: 2 });
    expect(
      strictestDecision([{ allowed: false, retryAfterSeconds: 5 }, { allowed: true, remaining: 9 }, { allowed: false, retryAfterSeconds: 30 }]),
    ).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });
});
