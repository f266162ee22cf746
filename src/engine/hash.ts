import type { BattleEvent } from './events';
import { CompactStreamHasher } from './hashing/streamHashers';
import { utf8Bytes } from './hashing/utf8';
import { rulesVersionSpec, streamRulesVersion } from './versions';

/**
 * The battle identity, by rules version (versions.ts): version 1 is FNV-1a 64 over the UTF-8 bytes of the
 * canonical JSON of the event stream; version 2 is FNV-1a 64 over the compact encoding of each event. The 64-bit
 * arithmetic uses two 32-bit halves so it is exact and identical in Node and browsers. Not cryptographic.
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
 * multiplying by the prime 2^40 + 0x1b3 modulo 2^64 is hi' = hi·0x1b3 + (lo << 8) + carry(lo·0x1b3),
 * lo' = lo·0x1b3 mod 2^32, all in 32-bit integer operations.
 */
export function fnv1a64(text: string): string {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      lo ^= c;
      // carry = high 32 bits of lo × 0x1b3, from 16-bit halves so every product stays a small integer.
      const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
      hi = (Math.imul(hi, 0x1b3) + (lo << 8) + carry) | 0;
      lo = Math.imul(lo, 0x1b3);
      continue;
    }
    // Non-ASCII (never in engine events, which hold ids and numbers): encode to UTF-8 bytes, then mix them.
    let cp = c;
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < n) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next < 0xe000) {
        cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
    }
    const bytes = utf8Bytes(cp);
    for (const b of bytes) {
      lo ^= b;
      const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
      hi = (Math.imul(hi, 0x1b3) + (lo << 8) + carry) | 0;
      lo = Math.imul(lo, 0x1b3);
    }
  }
  return (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');
}

/**
 * Canonical JSON of an event stream. The engine writes every event with sorted keys, so plain JSON.stringify
 * (native speed) equals {@link canonicalJson}; hash.test.ts and the golden tests prove it on real battles.
 * Structured clone (the worker boundary) keeps key order, so the browser gets the same text.
 */
export function eventsJson(events: readonly BattleEvent[]): string {
  return JSON.stringify(events);
}

/** Rules version 1's battle hash: {@link fnv1a64} of the canonical JSON of the whole event array. */
export function hashEventsJson(events: readonly BattleEvent[]): string {
  return fnv1a64(eventsJson(events));
}

/** Rules version 2's battle hash: FNV-1a 64 over the compact encoding of each event (hashing/compactEncoding.ts). */
export function hashEventsCompact(events: readonly BattleEvent[]): string {
  const hasher = new CompactStreamHasher();
  for (const e of events) hasher.add(e);
  return hasher.digest();
}

/**
 * The hash that identifies a battle, by the rules version it was played under: `rulesVersion` if given, else
 * the one its battleStart names. Equal to what the battle computes incrementally (`Battle.hash()`).
 */
export function hashEvents(events: readonly BattleEvent[], rulesVersion = streamRulesVersion(events)): string {
  const spec = rulesVersionSpec(rulesVersion);
  if (!spec) throw new Error(`rules version ${rulesVersion} is not supported`);
  // Version 1 hashes the whole JSON text at once: native JSON.stringify of the array is faster than per event.
  if (spec.hash === 'fnv1a64-json') return hashEventsJson(events);
  return hashEventsCompact(events);
}
