import { describe, expect, it } from 'vitest';
import { resolveSession } from './resolveSession';
import { createSession, revokeSession, type SessionRecord } from './session';

const t0 = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

function store(...records: SessionRecord[]) {
  return async (tokenHash: string) => records.find((r) => r.tokenHash === tokenHash);
}

describe('resolveSession', () => {
  it('is anonymous without a cookie', async () => {
    expect(await resolveSession(null, store(), t0)).toEqual({ status: 'none' });
  });

  it('finds a live session by its token, and touches it when due', async () => {
    const { token, record } = createSession({ accountId: 'acc', now: t0 });
    const soon = await resolveSession(token, store(record), at(60_000));
    expect(soon).toEqual({ status: 'active', session: record, touched: null });
    const later = await resolveSession(token, store(record), at(3_600_000), { ip: '203.0.113.9' });
    expect(later.status === 'active' && later.touched?.lastSeenAt).toEqual(at(3_600_000));
    expect(later.status === 'active' && later.touched?.ip).toBe('203.0.113.9');
  });

  it('reports unknown, expired and revoked tokens as dead', async () => {
    const { token, record } = createSession({ accountId: 'acc', now: t0 });
    expect(await resolveSession('forged-token-forged-token-forged', store(record), t0)).toEqual({ status: 'dead', reason: 'unknown' });
    expect(await resolveSession(token, store(record), at(31 * 86_400_000))).toEqual({ status: 'dead', reason: 'expired' });
    expect(await resolveSession(token, store(revokeSession(record, t0)), at(1))).toEqual({ status: 'dead', reason: 'revoked' });
  });

  it('does not accept the stored hash itself as a token', async () => {
    const { record } = createSession({ accountId: 'acc', now: t0 });
    expect(await resolveSession(record.tokenHash, store(record), t0)).toEqual({ status: 'dead', reason: 'unknown' });
  });
});
