import { describe, expect, it } from 'vitest';
import { hashSecret } from './secretToken';
import { createSession, DEFAULT_SESSION_POLICY, revokeSession, sessionStatus, sessionsToRevokeOnPasswordChange, touchSession } from './session';

const t0 = new Date('2026-01-01T00:00:00Z');
const day = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('createSession', () => {
  it('returns a 256-bit token and stores only its hash', () => {
    const { token, record } = createSession({ accountId: 'acc-1', userAgent: 'Mozilla/5.0', ip: '203.0.113.1', now: t0 });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(record.tokenHash).toBe(hashSecret(token));
    expect(JSON.stringify(record)).not.toContain(token);
    expect(record).toMatchObject({ accountId: 'acc-1', createdAt: t0, lastSeenAt: t0, expiresAt: at(30 * day), revokedAt: null });
    expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
  });
  it('truncates an absurd user agent', () => {
    const { record } = createSession({ accountId: 'a', userAgent: 'x'.repeat(5000), now: t0 });
    expect(record.userAgent).toHaveLength(512);
  });
});

describe('sliding expiry', () => {
  it('expires after 30 idle days, at the exact millisecond', () => {
    const { record } = createSession({ accountId: 'a', now: t0 });
    expect(sessionStatus(record, at(30 * day - 1))).toBe('active');
    expect(sessionStatus(record, at(30 * day))).toBe('expired');
  });

  it('a use slides the expiry forward, but writes at most every 5 minutes', () => {
    const { record } = createSession({ accountId: 'a', now: t0 });
    expect(touchSession(record, at(4 * 60_000)).changed).toBe(false);
    const touched = touchSession(record, at(10 * day), { ip: '198.51.100.2' });
    expect(touched.changed).toBe(true);
    expect(touched.record.expiresAt).toEqual(at(40 * day));
    expect(touched.record.lastSeenAt).toEqual(at(10 * day));
    expect(touched.record.ip).toBe('198.51.100.2');
  });

  it('never slides past the absolute lifetime of 180 days', () => {
    let { record } = createSession({ accountId: 'a', now: t0 });
    for (let d = 20; d <= 175; d += 20) record = touchSession(record, at(d * day)).record;
    record = touchSession(record, at(175 * day)).record;
    expect(record.expiresAt).toEqual(at(DEFAULT_SESSION_POLICY.absoluteLifetimeSeconds * 1000));
    expect(sessionStatus(record, at(180 * day))).toBe('expired');
  });

  it('does not revive an expired or revoked session', () => {
    const { record } = createSession({ accountId: 'a', now: t0 });
    expect(touchSession(record, at(31 * day))).toEqual({ record, changed: false });
    const revoked = revokeSession(record, at(1000));
    expect(sessionStatus(revoked, at(2000))).toBe('revoked');
    expect(touchSession(revoked, at(day)).changed).toBe(false);
    expect(revokeSession(revoked, at(5000)).revokedAt).toEqual(at(1000));
  });
});

describe('sessionsToRevokeOnPasswordChange', () => {
  it('picks every active session but the current one', () => {
    const a = createSession({ accountId: 'x', now: t0 }).record;
    const b = createSession({ accountId: 'x', now: t0 }).record;
    const c = revokeSession(createSession({ accountId: 'x', now: t0 }).record, t0);
    const d = createSession({ accountId: 'x', now: at(-40 * day) }).record;
    expect(sessionsToRevokeOnPasswordChange([a, b, c, d], a.id, at(1000)).map((s) => s.id)).toEqual([b.id]);
  });
});
