import { utf8Encode } from './utf8';

/**
 * FNV-1a 64 fed byte by byte (offset basis cbf29ce484222325, prime 2^40 + 0x1b3), with the 64-bit state as two
 * 32-bit halves so it is exact and identical in Node and browsers. hi' = hi·0x1b3 + (lo << 8) + carry(lo·0x1b3),
 * lo' = lo·0x1b3 mod 2^32. Not cryptographic.
 */
export class Fnv1a64Stream {
  private hi = 0xcbf29ce4;
  private lo = 0x84222325;

  /** Mixes one byte (0..255). */
  byte(b: number): void {
    const lo = this.lo ^ b;
    // carry = high 32 bits of lo × 0x1b3, from 16-bit halves so every product stays a small integer.
    const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
    this.hi = (Math.imul(this.hi, 0x1b3) + (lo << 8) + carry) | 0;
    this.lo = Math.imul(lo, 0x1b3);
  }

  /** Mixes a string's UTF-8 bytes (ASCII, all engine ids and numbers, is one byte per character). */
  text(text: string): void {
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0x80) {
        for (const b of utf8Encode(text.slice(i))) this.byte(b);
        return;
      }
      this.byte(c);
    }
  }

  /** Mixes bytes[from..to) (the same as {@link Fnv1a64Stream.byte} for each, with the state kept in locals). */
  bytes(bytes: Uint8Array, from: number, to: number): void {
    let hi = this.hi;
    let lo = this.lo;
    for (let i = from; i < to; i++) {
      lo ^= bytes[i]!;
      const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
      hi = (Math.imul(hi, 0x1b3) + (lo << 8) + carry) | 0;
      lo = Math.imul(lo, 0x1b3);
    }
    this.hi = hi;
    this.lo = lo;
  }

  /** The hash so far as 16 lowercase hex digits (the stream can go on afterwards). */
  digest(): string {
    return (this.hi >>> 0).toString(16).padStart(8, '0') + (this.lo >>> 0).toString(16).padStart(8, '0');
  }

  /** An independent copy of the state. */
  copy(): Fnv1a64Stream {
    const c = new Fnv1a64Stream();
    c.hi = this.hi;
    c.lo = this.lo;
    return c;
  }
}
