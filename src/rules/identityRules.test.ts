import { describe, expect, it } from 'vitest';
import { canUnlinkIdentity, hasVerifiedEmail, isGuestAccount } from './identityRules';

const email = { id: 'e', kind: 'email', verified: true };
const pending = { id: 'p', kind: 'email', verified: false };
const telegram = { id: 't', kind: 'telegram', verified: true };

describe('canUnlinkIdentity', () => {
  it('allows unlinking while another verified identity remains', () => {
    expect(canUnlinkIdentity([email, telegram], 't')).toEqual({ ok: true });
    expect(canUnlinkIdentity([email, telegram], 'e')).toEqual({ ok: true });
  });
  it('refuses the last verified identity; an unverified one does not count as a way back', () => {
    expect(canUnlinkIdentity([email], 'e')).toEqual({ ok: false, reason: 'last_identity' });
    expect(canUnlinkIdentity([telegram, pending], 't')).toEqual({ ok: false, reason: 'last_identity' });
    expect(canUnlinkIdentity([telegram, pending], 'p')).toEqual({ ok: true });
  });
  it("refuses an identity that is not the account's", () => {
    expect(canUnlinkIdentity([email], 'someone-elses')).toEqual({ ok: false, reason: 'not_found' });
  });
});

describe('hasVerifiedEmail and isGuestAccount', () => {
  it('count only verified identities', () => {
    expect(hasVerifiedEmail([pending, telegram])).toBe(false);
    expect(hasVerifiedEmail([email])).toBe(true);
    expect(isGuestAccount([])).toBe(true);
    expect(isGuestAccount([pending])).toBe(true);
    expect(isGuestAccount([pending, telegram])).toBe(false);
  });
});
