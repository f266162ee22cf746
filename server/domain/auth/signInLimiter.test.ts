import { describe, expect, it } from 'vitest';
import { MemoryAttemptStore } from './attemptStore';
import { ipRateKey } from './ipRateKey';
import { SignInLimiter } from './signInLimiter';

const t0 = new Date('2026-01-01T00:00:00Z').getTime();
const at = (s: number) => new Date(t0 + s * 1000);
const rules = { account: { limit: 3, windowSeconds: 600 }, ip: { limit: 5, windowSeconds: 600 } };

describe('SignInLimiter', () => {
  it('blocks an account after its limit, from any address, and says when to retry', async () => {
    const limiter = new SignInLimiter(new MemoryAttemptStore(), rules);
    for (let i = 0; i < 3; i++) await limiter.recordFailure({ account: 'a@x.io', ip: `10.0.0.${i}` }, at(i * 10));
    expect(await limiter.check({ account: 'a@x.io', ip: '10.9.9.9' }, at(30))).toEqual({ allowed: false, retryAfterSeconds: 570 });
    expect(await limiter.check({ account: 'b@x.io', ip: '10.9.9.9' }, at(30))).toEqual({ allowed: true, remaining: 3 });
    expect((await limiter.check({ account: 'a@x.io', ip: '10.9.9.9' }, at(600))).allowed).toBe(true);
  });

  it('blocks an address spraying many accounts', async () => {
    const limiter = new SignInLimiter(new MemoryAttemptStore(), rules);
    for (let i = 0; i < 5; i++) await limiter.recordFailure({ account: `user${i}@x.io`, ip: '203.0.113.7' }, at(i));
    expect(await limiter.check({ account: 'fresh@x.io', ip: '203.0.113.7' }, at(10))).toEqual({ allowed: false, retryAfterSeconds: 590 });
    expect((await limiter.check({ account: 'fresh@x.io', ip: '203.0.113.8' }, at(10))).allowed).toBe(true);
  });

  it('treats a whole IPv6 /64 as one address', async () => {
    const limiter = new SignInLimiter(new MemoryAttemptStore(), rules);
    for (let i = 1; i <= 5; i++) await limiter.recordFailure({ account: `u${i}`, ip: `2001:db8:1:2::${i}` }, at(i));
    expect((await limiter.check({ account: 'other', ip: '2001:db8:1:2:ffff::1' }, at(10))).allowed).toBe(false);
    expect((await limiter.check({ account: 'other', ip: '2001:db8:1:3::1' }, at(10))).allowed).toBe(true);
  });

  it('a success clears the account count but not the address count', async () => {
    const store = new MemoryAttemptStore();
    const limiter = new SignInLimiter(store, rules);
    for (let i = 0; i < 3; i++) await limiter.recordFailure({ account: 'a@x.io', ip: '10.0.0.1' }, at(i));
    await limiter.recordSuccess({ account: 'a@x.io', ip: '10.0.0.1' });
    expect(await limiter.check({ account: 'a@x.io', ip: '10.0.0.1' }, at(5))).toEqual({ allowed: true, remaining: 2 });
  });
});

describe('SignInLimiter.begin (attempts counted up front)', () => {
  it('lets at most the limit through a burst of parallel attempts (check-then-record would let all 12 through)', async () => {
    const limiter = new SignInLimiter(new MemoryAttemptStore(), rules);
    const started = await Promise.all(Array.from({ length: 12 }, (_, i) => limiter.begin({ account: 'a@x.io', ip: `10.0.1.${i}` }, at(0))));
    const allowed = started.filter((s) => s.allowed);
    expect(allowed.length).toBeLessThanOrEqual(3);
    for (const s of allowed) {
      if (!s.allowed) continue;
      s.attempt.fail();
      await s.attempt.settle();
    }
    // Blocked attempts were withdrawn: only the allowed ones count.
    expect((await limiter.check({ account: 'b@x.io', ip: '10.0.1.0' }, at(1))).allowed).toBe(true);
  });

  it('sequential attempts: exactly the limit, then blocked with the same wait as check()', async () => {
    const limiter = new SignInLimiter(new MemoryAttemptStore(), rules);
    for (let i = 0; i < 3; i++) {
      const s = await limiter.begin({ account: 'a@x.io', ip: `10.0.0.${i}` }, at(i * 10));
      if (!s.allowed) throw new Error('blocked too early');
      s.attempt.fail();
      await s.attempt.settle();
    }
    expect(await limiter.begin({ account: 'a@x.io', ip: '10.9.9.9' }, at(30))).toEqual({ allowed: false, retryAfterSeconds: 570 });
    expect(await limiter.check({ account: 'a@x.io', ip: '10.9.9.9' }, at(30))).toEqual({ allowed: false, retryAfterSeconds: 570 });
  });

  it('a success withdraws itself and clears the account; an unmarked attempt is withdrawn', async () => {
    const store = new MemoryAttemptStore();
    const limiter = new SignInLimiter(store, rules);
    await limiter.recordFailure({ account: 'a@x.io', ip: '10.0.0.1' }, at(0));
    const ok = await limiter.begin({ account: 'a@x.io', ip: '10.0.0.1' }, at(1));
    if (!ok.allowed) throw new Error('blocked');
    ok.attempt.succeed();
    await ok.attempt.settle();
    expect(await store.failuresSince('account:a@x.io', at(-1))).toEqual([]);
    expect(await store.failuresSince('ip:10.0.0.1', at(-1))).toEqual([at(0)]);
    const neither = await limiter.begin({ account: 'c@x.io', ip: '10.0.0.2' }, at(2));
    if (!neither.allowed) throw new Error('blocked');
    await neither.attempt.settle();
    expect(await store.failuresSince('account:c@x.io', at(-1))).toEqual([]);
    expect(await store.failuresSince('ip:10.0.0.2', at(-1))).toEqual([]);
  });
});

describe('MemoryAttemptStore.pruneBefore', () => {
  it('drops old failures only', async () => {
    const store = new MemoryAttemptStore();
    await store.addFailure(['k'], at(0));
    await store.addFailure(['k'], at(100));
    expect(await store.pruneBefore(at(50))).toBe(1);
    expect(await store.failuresSince('k', at(-1))).toEqual([at(100)]);
  });
});

describe('ipRateKey', () => {
  it.each([
    ['203.0.113.7', 'ip:203.0.113.7'],
    ['::ffff:203.0.113.7', 'ip:203.0.113.7'],
    ['2001:db8::1', 'ip:2001:db8:0:0::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', 'ip:2001:db8:1:2::/64'],
    ['[2001:db8:1:2::9]', 'ip:2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'ip:fe80:0:0:0::/64'],
    ['::1', 'ip:0:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', 'ip:64:ff9b:0:0::/64'],
    ['not an ip', 'ip:unknown'],
    [undefined, 'ip:unknown'],
  ])('%s -> %s', (ip, key) => expect(ipRateKey(ip)).toBe(key));
});
