import { describe, expect, it } from 'vitest';
import { AddressQuota } from './addressQuota';
import { MemoryAttemptStore } from './attemptStore';

const t0 = new Date('2026-01-01T00:00:00Z').getTime();
const at = (s: number) => new Date(t0 + s * 1000);

describe('AddressQuota', () => {
  it('allows the limit per address and window, then says when the oldest unit frees up', async () => {
    const quota = new AddressQuota(new MemoryAttemptStore(), { limit: 2, windowSeconds: 600 });
    expect((await quota.take('203.0.113.7', at(0))).allowed).toBe(true);
    expect((await quota.take('203.0.113.7', at(10))).allowed).toBe(true);
    expect(await quota.take('203.0.113.7', at(20))).toEqual({ allowed: false, retryAfterSeconds: 580 });
    expect((await quota.take('203.0.113.8', at(20))).allowed).toBe(true);
    expect((await quota.take('203.0.113.7', at(600))).allowed).toBe(true);
  });

  it('a released unit is given back; a refused one costs nothing', async () => {
    const quota = new AddressQuota(new MemoryAttemptStore(), { limit: 1, windowSeconds: 600 });
    const first = await quota.take('2001:db8::1', at(0));
    if (!first.allowed) throw new Error('refused');
    expect((await quota.take('2001:db8::2', at(1))).allowed).toBe(false);
    await first.ticket.release();
    expect((await quota.take('2001:db8::3', at(2))).allowed).toBe(true);
  });

  it('a burst of parallel takes never overdraws the budget', async () => {
    const quota = new AddressQuota(new MemoryAttemptStore(), { limit: 3, windowSeconds: 600 });
    const results = await Promise.all(Array.from({ length: 10 }, () => quota.take('198.51.100.1', at(0))));
    expect(results.filter((r) => r.allowed).length).toBeLessThanOrEqual(3);
  });
});
