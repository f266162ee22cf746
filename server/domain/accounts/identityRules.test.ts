import { describe, expect, it } from 'vitest';
import { identityLabel, maskEmail } from './identityLabel';
import { decideProofOutcome } from './identityRules';

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
