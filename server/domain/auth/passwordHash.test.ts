import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, needsRehash, parsePasswordHash, verifyPassword } from './passwordHash';

// Tests use a cheap cost so they run fast; one test covers the production parameters.
const fast = { logN: 10, r: 8, p: 1 };

describe('hashPassword / verifyPassword', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery', fast);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('writes a self-describing string with its parameters and a fresh salt each time', async () => {
    const a = await hashPassword('same password', fast);
    const b = await hashPassword('same password', fast);
    expect(a).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('verifies with the parameters stored in the hash, not the current defaults', async () => {
    const old = await hashPassword('upgrade me', { logN: 9, r: 4, p: 2 });
    expect(parsePasswordHash(old)?.params).toEqual({ logN: 9, r: 4, p: 2 });
    expect(await verifyPassword('upgrade me', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('treats NFKC-equivalent passwords as the same', async () => {
    const stored = await hashPassword('ｐａｓｓ１２３４', fast);
    expect(await verifyPassword('pass1234', stored)).toBe(true);
  });

  it('uses N=2^17, r=8, p=1 by default and round-trips with them', async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ logN: 17, r: 8, p: 1 });
    const stored = await hashPassword('production cost');
    expect(stored.startsWith('$scrypt$ln=17,r=8,p=1$')).toBe(true);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword('production cost', stored)).toBe(true);
  });
});

describe('parsePasswordHash', () => {
  it.each([
    '',
    'plaintext',
    '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
    '$scrypt$ln=30,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5',
    '$scrypt$ln=17,r=8,p=1$c2E$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5',
    '$scrypt$ln=0,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5',
  ])('refuses %j, and verify treats it as a mismatch', async (encoded) => {
    expect(parsePasswordHash(encoded)).toBeUndefined();
    expect(await verifyPassword('anything', encoded)).toBe(false);
    expect(needsRehash(encoded)).toBe(true);
  });
});
