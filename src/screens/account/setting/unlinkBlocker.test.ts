import { describe, expect, it } from 'vitest';
import type { LinkedIdentity } from '../../../contracts/accounts';
import { unlinkBlocker } from './unlinkBlocker';

const identity = (id: string, verified: boolean): LinkedIdentity => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  kind: 'email',
  label: 'a•••@b.co',
  verified,
  linkedAt: '2026-01-01T00:00:00.000Z',
});

describe('unlinkBlocker', () => {
  it('blocks the only method', () => {
    const only = identity('1', true);
    expect(unlinkBlocker([only], only.id)).toBe('last_identity');
  });

  it('blocks the last verified method even when an unverified one remains', () => {
    const verified = identity('1', true);
    const pending = identity('2', false);
    expect(unlinkBlocker([verified, pending], verified.id)).toBe('last_identity');
    expect(unlinkBlocker([verified, pending], pending.id)).toBeNull();
  });

  it('allows either of two verified methods', () => {
    const a = identity('1', true);
    const b = identity('2', true);
    expect(unlinkBlocker([a, b], a.id)).toBeNull();
    expect(unlinkBlocker([a, b], b.id)).toBeNull();
  });
});
