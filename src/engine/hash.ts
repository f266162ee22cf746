import { EVENT_KEYS, type BattleEvent } from './events';

/**
 * The battle identity: FNV-1a 64 over the UTF-8 bytes of the canonical JSON of the event stream, computed with
 * two 32-bit halves so it is exact and identical in Node and browsers. Not cryptographic.
 */

/** Canonical JSON: object keys sorted, no whitespace; engine events hold only integers, strings, booleans, null. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return out + ']';
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    out += (i > 0 ? ',' : '') + JSON.stringify(key) + ':' + canonicalJson(record[key]);
  }
  return out + '}';
}

/**
 * FNV-1a 64 of a string's UTF-8 bytes, as 16 lowercase hex digits. The 64-bit state is two 32-bit halves;
 * multiplying by the prime 2^40 + 0x1b3 modulo 2^64 is hi' = hi·0x1b3 + (lo << 8) + carry, lo' = lo·0x1b3 mod 2^32.
 */
export function fnv1a64(text: string): string {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  const n = text.length;
  let pending = 0;
  let pendingCount = 0;
  for (let i = 0; i <= n || pendingCount > 0; ) {
    let b: number;
    if (pendingCount > 0) {
      // Continuation bytes of a multi-byte UTF-8 sequence, most significant first.
      pendingCount--;
      b = 0x80 | ((pending >> (6 * pendingCount)) & 0x3f);
    } else {
      if (i === n) break;
      let c = text.charCodeAt(i++);
      if (c < 0x80) {
        b = c;
      } else {
        if (c >= 0xd800 && c < 0xdc00 && i < n) {
          const next = text.charCodeAt(i);
          if (next >= 0xdc00 && next < 0xe000) {
            c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
            i++;
          }
        }
        pending = c;
        if (c < 0x800) {
          pendingCount = 1;
          b = 0xc0 | (c >> 6);
        } else if (c < 0x10000) {
          pendingCount = 2;
          b = 0xe0 | (c >> 12);
        } else {
          pendingCount = 3;
          b = 0xf0 | (c >> 18);
        }
      }
    }
    lo = (lo ^ b) >>> 0;
    const t = lo * 0x1b3; // below 2^41: exact in a double
    hi = (Math.imul(hi, 0x1b3) + (lo << 8) + ((t / 4294967296) | 0)) >>> 0;
    lo = t >>> 0;
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

/**
 * Canonical JSON of an event stream. Same output as {@link canonicalJson} (tests prove it), but JSON.stringify
 * with the sorted list of every event key orders keys natively, which is several times faster.
 */
export function eventsJson(events: readonly BattleEvent[]): string {
  return JSON.stringify(events, SORTED_KEYS);
}

const SORTED_KEYS: string[] = [...EVENT_KEYS];

/** The hash that identifies a battle: {@link fnv1a64} of the canonical JSON of the whole event array. */
export function hashEvents(events: readonly BattleEvent[]): string {
  return fnv1a64(eventsJson(events));
}
