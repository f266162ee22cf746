import { z } from 'zod';

/** Which chain family an address belongs to. */
export type WalletAddressKind = 'evm' | 'ton';

/** A wallet address in the one form the server stores and compares. */
export interface NormalisedAddress {
  kind: WalletAddressKind;
  /** EVM: `0x` + 40 lowercase hex. TON: raw `workchain:64 lowercase hex`. */
  address: string;
}

/** Outcome of {@link normaliseWalletAddress}: the address, or why it was refused. */
export type NormaliseResult = { ok: true; value: NormalisedAddress } | { ok: false; reason: string };

const evmPattern = /^0x[0-9a-fA-F]{40}$/;
const tonRawPattern = /^(-?\d{1,3}):([0-9a-fA-F]{64})$/;
const tonFriendlyPattern = /^[A-Za-z0-9_\-+/]{48}$/;

/** Tag bytes of a user-friendly TON address: bounceable 0x11, non-bounceable 0x51, +0x80 for testnet. */
const tonTags = new Set([0x11, 0x51, 0x91, 0xd1]);

/** CRC-16/XMODEM (poly 0x1021, init 0), the checksum of user-friendly TON addresses. */
export function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes unpadded base64 or base64url (both alphabets accepted); null on a foreign character. */
function decodeBase64(text: string): Uint8Array | null {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const normal = char === '-' ? '+' : char === '_' ? '/' : char;
    const value = base64Alphabet.indexOf(normal);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Parses an EVM address or a TON address (raw or user-friendly) into the stored form.
 * User-friendly TON addresses are checked: tag byte, and the CRC16 over the first 34 bytes.
 */
export function normaliseWalletAddress(input: string): NormaliseResult {
  const text = input.trim();
  if (evmPattern.test(text)) return { ok: true, value: { kind: 'evm', address: text.toLowerCase() } };
  const raw = tonRawPattern.exec(text);
  if (raw) {
    const workchain = Number(raw[1]);
    if (workchain < -128 || workchain > 127) return { ok: false, reason: 'TON workchain must be between -128 and 127' };
    return { ok: true, value: { kind: 'ton', address: `${workchain}:${(raw[2] ?? '').toLowerCase()}` } };
  }
  if (tonFriendlyPattern.test(text)) {
    const bytes = decodeBase64(text);
    if (!bytes || bytes.length !== 36) return { ok: false, reason: 'Not a valid TON address' };
    const tag = bytes[0] ?? 0;
    if (!tonTags.has(tag)) return { ok: false, reason: 'Not a valid TON address (unknown tag)' };
    const expected = ((bytes[34] ?? 0) << 8) | (bytes[35] ?? 0);
    if (crc16Xmodem(bytes.subarray(0, 34)) !== expected) {
      return { ok: false, reason: 'TON address checksum does not match: check for a typo' };
    }
    const workchainByte = bytes[1] ?? 0;
    const workchain = workchainByte > 127 ? workchainByte - 256 : workchainByte;
    return { ok: true, value: { kind: 'ton', address: `${workchain}:${toHex(bytes.subarray(2, 34))}` } };
  }
  return { ok: false, reason: 'Enter an EVM address (0x followed by 40 hex digits) or a TON address' };
}

/**
 * A wallet address as input: an EVM address (0x + 40 hex) or a TON address (raw `wc:hex64` or the
 * 48-character user-friendly form). Parses to the normalised stored form, so two spellings of one
 * address compare equal.
 */
export const walletAddress = z
  .string()
  .trim()
  .min(1, 'Enter a wallet address')
  .max(100, 'Address is too long')
  .transform((value, ctx) => {
    const result = normaliseWalletAddress(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.reason });
      return z.NEVER;
    }
    return result.value.address;
  });
