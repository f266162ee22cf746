import { describe, expect, it } from 'vitest';
import { constantTimeEqual } from './constantTimeEqual';
import { hashSecret, newSecretToken } from './secretToken';

describe('newSecretToken', () => {
  it('gives 32 random bytes as 43 base64url characters, different every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newSecretToken()));
    expect(tokens.size).toBe(200);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(newSecretToken(16), 'base64url')).toHaveLength(16);
  });
});

describe('hashSecret', () => {
  it('is SHA-256 hex, deterministic', () => {
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashSecret('abc')).toBe(hashSecret('abc'));
    expect(hashSecret('abd')).not.toBe(hashSecret('abc'));
  });
});

describe('constantTimeEqual', () => {
  it('is true only for identical strings, whatever the lengths', () => {
    expect(constantTimeEqual('same', 'same')).toBe(true);
    expect(constantTimeEqual('same', 'Same')).toBe(false);
    expect(constantTimeEqual('short', 'much longer string')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});
