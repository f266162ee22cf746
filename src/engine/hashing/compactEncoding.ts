import type { BattleEvent, BattleEventType } from '../events';
import { EVENT_ENCODERS } from './eventEncoders';
import { utf8Encode } from './utf8';

/**
 * The compact event encoding of rules version 2 (docs/ENGINE.md "The hash"). Each event is its type code, then
 * the values of its other keys in alphabetical order (the order the engine writes them in, so no sort is needed),
 * each value as:
 *   integer n      varint(zigzag(n) + 1)          zigzag(n) = 2n for n ≥ 0, −2n − 1 for n < 0
 *   null           varint(0)
 *   false / true   0x00 / 0x01
 *   string         varint(UTF-8 byte length + 1), then the bytes
 *   array          varint(length), then each item
 *   object         the values of its keys in alphabetical order
 * varint: unsigned LEB128 (7 bits per byte, least significant group first, high bit set on all but the last).
 * Given the event type the key set and each value's kind are fixed, so the encoding is unambiguous.
 */

/** Event type codes of the compact encoding: the index in this list. Append only; never reorder. */
export const EVENT_TYPE_CODES: readonly BattleEventType[] = [
  'battleStart', 'synergyActivated', 'roundStart', 'turn', 'turnSkipped', 'move', 'attack', 'skillCast', 'damage',
  'heal', 'statusApplied', 'statusTicked', 'statusExpired', 'statusRemoved', 'elementChanged', 'fieldCreated',
  'fieldExpired', 'unitDied', 'battleEnd',
];

/** Largest magnitude an encoded integer may have (2^51), so 2|n| + 1 stays a safe integer. */
const MAX_INT = 2251799813685248;

const CODE = Object.fromEntries(EVENT_TYPE_CODES.map((t, i) => [t, i])) as Record<BattleEventType, number>;

/** Writes events in the compact encoding into a reusable byte buffer (`bytes[0..length)`). */
export class CompactWriter {
  /** The encoded bytes; valid up to {@link CompactWriter.length}. */
  bytes = new Uint8Array(1024);
  /** Bytes written since the last {@link CompactWriter.reset}. */
  length = 0;

  /** Starts over (the buffer is reused). */
  reset(): void {
    this.length = 0;
  }

  /** One whole event, through its type's encoder (eventEncoders.ts). */
  event(e: BattleEvent): void {
    this.byte(CODE[e.type]);
    (EVENT_ENCODERS[e.type] as (w: CompactWriter, e: BattleEvent) => void)(this, e);
  }

  /**
   * One whole event, derived from the object itself: its values in key order, each by its kind. The reference
   * the per-type encoders must match (the engine writes keys in alphabetical order).
   */
  eventByKeys(e: BattleEvent): void {
    const code = CODE[e.type];
    if (code === undefined) throw new Error(`no compact code for event type "${e.type}"`);
    this.byte(code);
    const record = e as unknown as Record<string, unknown>;
    for (const key of Object.keys(record).sort()) if (key !== 'type') this.value(record[key]);
  }

  /** Any event value (integer, null, boolean, string, array, object). */
  value(v: unknown): void {
    if (typeof v === 'number') this.int(v);
    else if (typeof v === 'string') this.string(v);
    else if (typeof v === 'boolean') this.byte(v ? 1 : 0);
    else if (v === null) this.byte(0);
    else if (Array.isArray(v)) {
      this.varint(v.length);
      for (let i = 0; i < v.length; i++) this.value(v[i]);
    } else if (typeof v === 'object') {
      const record = v as Record<string, unknown>;
      for (const key of Object.keys(record).sort()) this.value(record[key]);
    } else throw new Error(`cannot encode ${typeof v}`);
  }

  /** An integer: varint(zigzag(n) + 1), so 0 stays free for null. */
  int(n: number): void {
    // Fast path: small non-negative integers (almost every value) are one byte.
    if (n >= 0 && n < 63 && (n | 0) === n) this.byte(2 * n + 1);
    else if (!Number.isSafeInteger(n) || Math.abs(n) > MAX_INT) throw new Error(`event values are integers, got ${n}`);
    else this.varint(n >= 0 ? 2 * n + 1 : -2 * n);
  }

  /** A nullable integer: null is 0. */
  nullableInt(n: number | null): void {
    if (n === null) this.byte(0);
    else this.int(n);
  }

  /** A boolean: 0 or 1. */
  bool(b: boolean): void {
    this.byte(b ? 1 : 0);
  }

  /** An array of integers: its length, then each. */
  ints(list: readonly number[]): void {
    this.varint(list.length);
    for (let i = 0; i < list.length; i++) this.int(list[i]!);
  }

  /** An array of strings: its length, then each. */
  strings(list: readonly string[]): void {
    this.varint(list.length);
    for (let i = 0; i < list.length; i++) this.string(list[i]!);
  }

  /** A nullable string: null is 0. */
  nullableString(s: string | null): void {
    if (s === null) this.byte(0);
    else this.string(s);
  }

  /** A string: varint(UTF-8 length + 1), then the bytes (ids are ASCII: one byte per character). */
  string(s: string): void {
    let encoded = STRINGS.get(s);
    if (encoded === undefined) {
      encoded = encodeString(s);
      // Events name a bounded set of ids and enums; the cap only guards against unbounded growth.
      if (STRINGS.size < MAX_CACHED_STRINGS) STRINGS.set(s, encoded);
    }
    const n = encoded.length;
    if (this.length + n > this.bytes.length) this.grow(this.length + n);
    // A plain loop: TypedArray.set costs more than copying a dozen bytes.
    const bytes = this.bytes;
    let at = this.length;
    for (let i = 0; i < n; i++) bytes[at++] = encoded[i]!;
    this.length = at;
  }

  /** Unsigned LEB128 of a non-negative safe integer. */
  varint(v: number): void {
    while (v >= 0x80) {
      this.byte((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.byte(v);
  }

  private byte(b: number): void {
    if (this.length === this.bytes.length) this.grow(this.length + 1);
    this.bytes[this.length++] = b;
  }

  private grow(atLeast: number): void {
    let size = this.bytes.length * 2;
    while (size < atLeast) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
}

/** Encoded strings by value (the engine's strings are ids and enum words, a small set). */
const STRINGS = new Map<string, Uint8Array>();
const MAX_CACHED_STRINGS = 4096;

/** A string's encoding: varint(UTF-8 byte length + 1), then the UTF-8 bytes. */
function encodeString(s: string): Uint8Array {
  const utf8 = utf8Encode(s);
  const prefix = new CompactWriter();
  prefix.varint(utf8.length + 1);
  const out = new Uint8Array(prefix.length + utf8.length);
  out.set(prefix.bytes.subarray(0, prefix.length));
  out.set(utf8, prefix.length);
  return out;
}

/** The compact encoding of one event, as bytes (`byKeys`: derived from the object, the reference). */
export function encodeEvent(e: BattleEvent, byKeys = false): Uint8Array {
  const w = new CompactWriter();
  if (byKeys) w.eventByKeys(e);
  else w.event(e);
  return w.bytes.slice(0, w.length);
}
