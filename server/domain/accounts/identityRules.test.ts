import { describe, expect, it } from 'vitest';
import { identityLabel, maskEmail } from './identityLabel';
import { canUnlinkIdentity, decideEmailRegistration, decideProofOutcome } from './identityRules';

describe('canUnlinkIdentity', () => {
  const email = { id: 'e', verified: true };
  const telegram = { id: 't', verified: true };
  const pending = { id: 'p', verified: false };
  it('allows unlinking while another verified method remains', () => {
    expect(canUnlinkIdentity([email, telegram], 't')).toEqual({ ok: true });
  });
  it('never unlinks the last verified method, even if an unverified one remains', () => {
    expect(canUnlinkIdentity([email], 'e')).toEqual({ ok: false, reason: 'last_identity' });
    expect(canUnlinkIdentity([telegram, pending], 't')).toEqual({ ok: false, reason: 'last_identity' });
    expect(canUnlinkIdentity([telegram, pending], 'p')).toEqual({ ok: true });
  });
  it('refuses an identity of another account', () => {
    expect(canUnlinkIdentity([email], 'someone-elses')).toEqual({ ok: false, reason: 'not_found' });
  });
});

describe('decideProofOutcome', () => {
  it.each([
    [null, null, { action: 'create_account' }],
    ['A', null, { action: 'sign_in', accountId: 'A' }],
    [null, 'G', { action: 'link', accountId: 'G' }],
    ['G', 'G', { action: 'sign_in', accountId: 'G' }],
    ['A', 'G', { action: 'conflict', reason: 'identity_in_use' }],
  ] as const)('owner %s, signed in %s', (owner, current, outcome) => {
    expect(decideProofOutcome(owner, current)).toEqual(outcome);
  });
});

describe('decideEmailRegistration', () => {
  it('creates, replaces an unproven claim, or refuses a verified address', () => {
    expect(decideEmailRegistration(null)).toEqual({ action: 'create' });
    expect(decideEmailRegistration({ identityId: 'i', verified: false })).toEqual({ action: 'replace_pending', identityId: 'i' });
    expect(decideEmailRegistration({ identityId: 'i', verified: true })).toEqual({ action: 'refuse', reason: 'email_taken' });
  });
});

describe('identityLabel', () => {
  it('masks emails and shortens wallet addresses 4 + 4', () => {
    expect(maskEmail('player@example.com')).toBe('p•••r@example.com');
    expect(maskEmail('ab@example.com')).toBe('a•••@example.com');
    expect(identityLabel('email', { email: 'player@example.com' })).toBe('p•••r@example.com');
    expect(identityLabel('telegram', { username: 'vdkfrost', name: 'V' })).toBe('@vdkfrost');
    expect(identityLabel('telegram', { name: 'Vlad' })).toBe('Vlad');
    expect(identityLabel('apple', {})).toBe('Apple');
    expect(identityLabel('google', { name: 'Ana' })).toBe('Ana');
    expect(identityLabel('evm_wallet', { address: '0x52908400098527886E0F7030069857D2E4169EE7' })).toBe('0x52…9EE7');
  });
});
