import type { BattleEvent } from './events';
import { CompactStreamHasher } from './hashing/streamHashers';
import { Fnv1a64Stream } from './hashing/fnvStream';
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

/** FNV-1a 64 of a string's UTF-8 bytes, as 16 lowercase hex digits (see hashing/fnvStream.ts). */
export function fnv1a64(text: string): string {
  const fnv = new Fnv1a64Stream();
  fnv.text(text);
  return fnv.digest();
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
