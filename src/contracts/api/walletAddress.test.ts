import { describe, expect, it } from 'vitest';
import { crc16Xmodem, normaliseWalletAddress, walletAddress } from './walletAddress';

// The same wallet in its three spellings (TON docs, "Address formats").
const tonRaw = '0:ca6e321c7cce9ecedf0a8ca2492ec8592494aa5fb5ce0387dff96ef6af982a3e';
const tonBounceable = 'EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF';
const tonNonBounceable = 'UQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPuwA';

describe('normaliseWalletAddress', () => {
  it('lowercases EVM addresses', () => {
    expect(normaliseWalletAddress(' 0xAbCDEF0123456789abcdef0123456789ABCDEF01 ')).toEqual({
      ok: true,
      value: { kind: 'evm', address: '0xabcdef0123456789abcdef0123456789abcdef01' },
    });
  });

  it('keeps raw TON addresses, lowercased', () => {
    expect(normaliseWalletAddress(tonRaw.toUpperCase().replace('0X', '0x'))).toMatchObject({ ok: true, value: { address: tonRaw } });
    expect(normaliseWalletAddress(`-1:${'AB'.repeat(32)}`)).toMatchObject({ ok: true, value: { address: `-1:${'ab'.repeat(32)}` } });
  });

  it('decodes user-friendly TON addresses (bounceable, non-bounceable, base64 alphabet) to raw', () => {
    for (const friendly of [tonBounceable, tonNonBounceable, tonBounceable.replace(/-/g, '+').replace(/_/g, '/')]) {
      expect(normaliseWalletAddress(friendly)).toEqual({ ok: true, value: { kind: 'ton', address: tonRaw } });
    }
  });

  it('refuses a user-friendly TON address with a typo (checksum)', () => {
    const typo = tonBounceable.slice(0, 10) + (tonBounceable[10] === 'A' ? 'B' : 'A') + tonBounceable.slice(11);
    expect(normaliseWalletAddress(typo)).toMatchObject({ ok: false, reason: expect.stringMatching(/checksum/) });
  });

  it('refuses other shapes', () => {
    for (const bad of ['', '0x123', 'hello', `0:${'a'.repeat(63)}`, `300:${'a'.repeat(64)}`, 'A'.repeat(48)]) {
      expect(normaliseWalletAddress(bad).ok).toBe(false);
    }
  });

  it('computes CRC-16/XMODEM (check value of "123456789" is 0x31C3)', () => {
    expect(crc16Xmodem(new TextEncoder().encode('123456789'))).toBe(0x31c3);
  });
});

describe('walletAddress schema', () => {
  it('parses to the normalised form and reports the reason on failure', () => {
    expect(walletAddress.parse(tonNonBounceable)).toBe(tonRaw);
    const result = walletAddress.safeParse('0xnothex');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/EVM address/);
  });
});
