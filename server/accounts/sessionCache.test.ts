import { describe, expect, it } from 'vitest';
import type { FoundSession } from '../db/sessionRepository';
import { SessionCache } from './sessionCache';

const at = new Date('2026-05-01T12:00:00Z');
function found(accountId: string, id = `${accountId}-s`): FoundSession {
  return {
    session: { id, accountId, tokenHash: `h-${id}`, createdAt: at, lastSeenAt: at, expiresAt: at, revokedAt: null, userAgent: null, ip: null },
    language: 'en',
  };
}

describe('SessionCache', () => {
  it('answers a stored session until its time to live has passed', () => {
    let now = 0;
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 10, clock: () => now });
    cache.set('h1', found('a'), cache.ticket());
    expect(cache.get('h1')?.session.accountId).toBe('a');
    now = 1001;
    expect(cache.get('h1')).toBeUndefined();
  });

  it('forgets every session of a revoked account, and never stores a lookup that began before the revocation', () => {
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 10, clock: () => 0 });
    cache.set('h1', found('a', 's1'), cache.ticket());
    cache.set('h2', found('a', 's2'), cache.ticket());
    cache.set('h3', found('b'), cache.ticket());
    const inFlight = cache.ticket();
    cache.forgetAccount('a');
    cache.set('h1', found('a', 's1'), inFlight);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.get('h3')?.session.accountId).toBe('b');
  });

  it('answers nothing while disabled (the revocation listener is down) and starts empty when enabled again', () => {
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 10, clock: () => 0 }, false);
    cache.set('h1', found('a'), cache.ticket());
    expect(cache.get('h1')).toBeUndefined();
    cache.enable();
    cache.set('h1', found('a'), cache.ticket());
    expect(cache.get('h1')).toBeDefined();
    cache.disable();
    expect(cache.get('h1')).toBeUndefined();
    cache.enable();
    expect(cache.get('h1')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 2, clock: () => 0 });
    cache.set('h1', found('a'), cache.ticket());
    cache.set('h2', found('b'), cache.ticket());
    cache.set('h3', found('c'), cache.ticket());
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h3')).toBeDefined();
  });
});
