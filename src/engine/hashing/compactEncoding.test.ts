import { describe, expect, it } from 'vitest';
import { cardCatalog, randomBalancedTeams } from '../../content';
import { Battle } from '../battle';
import type { BattleEvent, BattleEventType } from '../events';
import { hashEventsCompact, hashEventsJson } from '../hash';
import { Rng } from '../rng';
import { simulate } from '../simulate';
import { EVENT_TYPE_CODES, encodeEvent } from './compactEncoding';

/** Reference FNV-1a 64 with BigInt over bytes. */
function fnvReference(bytes: Iterable<number>): string {
  let h = 0xcbf29ce484222325n;
  for (const b of bytes) {
    h ^= BigInt(b);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

function battles(count: number, rulesVersion: number): { seed: number; rulesVersion: number; teams: ReturnType<typeof randomBalancedTeams> }[] {
  const rng = new Rng(99);
  return Array.from({ length: count }, (_, i) => ({ seed: rng.nextU32(), rulesVersion, teams: randomBalancedTeams(rng, 1 + (i % 6), 1 + (i % 10)) }));
}

describe('compact event encoding (rules version 2)', () => {
  it('encodes each value kind as documented', () => {
    // turn = code 3; unit 3 → zigzag 6 + 1 = 7.
    expect([...encodeEvent({ type: 'turn', unit: 3 })]).toEqual([3, 7]);
    // statusTicked = code 11: remaining -1 → zigzag 1 + 1 = 2; "burn" → length 4 + 1, ASCII bytes; target 0 → 1.
    expect([...encodeEvent({ remaining: -1, status: 'burn', target: 0, type: 'statusTicked' })]).toEqual([11, 2, 5, 98, 117, 114, 110, 1]);
    // unitDied = code 17: killer null → 0; unit 70 → zigzag 140 + 1 = 141 → LEB128 0x8d 0x01.
    expect([...encodeEvent({ killer: null, type: 'unitDied', unit: 70 })]).toEqual([17, 0, 0x8d, 0x01]);
    // move = code 5: the cells' x and y, then the unit; attack = code 6: a boolean is one byte.
    expect([...encodeEvent({ from: { x: 1, y: 2 }, to: { x: 2, y: 2 }, type: 'move', unit: 0 })]).toEqual([5, 3, 5, 5, 5, 1]);
    expect([...encodeEvent({ missed: true, target: 1, type: 'attack', unit: 0 })]).toEqual([6, 1, 3, 1]);
    // roundStart = code 2: an array is its length, then the items.
    expect([...encodeEvent({ order: [2, 0], round: 1, type: 'roundStart' })]).toEqual([2, 2, 5, 1, 3]);
    // The largest seed: zigzag(2^32 - 1) + 1 = 2^33 - 1, five 7-bit groups.
    const start = encodeEvent({ height: 4, rulesVersion: 2, seed: 0xffffffff, synergies: [], type: 'battleStart', units: [], width: 7 });
    expect([...start]).toEqual([0, 9, 5, 0xff, 0xff, 0xff, 0xff, 0x1f, 0, 0, 15]);
  });

  it('has one code per event type and refuses what is not an engine value', () => {
    expect(new Set(EVENT_TYPE_CODES).size).toBe(EVENT_TYPE_CODES.length);
    expect(() => encodeEvent({ type: 'turn', unit: 1.5 })).toThrow(/integers/);
  });

  it('the per-type encoders equal the encoding derived from each event\'s keys, on real battles of every event type', () => {
    const seen = new Set<BattleEventType>();
    for (const input of battles(120, 2)) {
      const events = simulate(input, cardCatalog);
      for (const e of events) seen.add(e.type);
      // One comparison per battle (hex of every event's bytes), so a mismatch names the battle's seed.
      const fast = events.map((e) => Buffer.from(encodeEvent(e)).toString('hex')).join(' ');
      const reference = events.map((e) => Buffer.from(encodeEvent(e, true)).toString('hex')).join(' ');
      expect(fast, `seed ${input.seed}`).toBe(reference);
    }
    // Built-in fields are permanent, so fieldExpired is checked on a made-up event.
    const expired: BattleEvent = { field: 3, reason: 'expired', type: 'fieldExpired' };
    expect(encodeEvent(expired)).toEqual(encodeEvent(expired, true));
    seen.add('fieldExpired');
    expect([...seen].sort()).toEqual([...EVENT_TYPE_CODES].sort());
  });

  it('the hash is FNV-1a 64 over the concatenated encodings, and the battle computes it as events are produced', () => {
    for (const input of battles(40, 2)) {
      const events = simulate(input, cardCatalog);
      const bytes = events.flatMap((e) => [...encodeEvent(e)]);
      expect(hashEventsCompact(events)).toBe(fnvReference(bytes));
      const battle = new Battle(input, cardCatalog, { hash: true });
      const chunks: string[] = [];
      while (!battle.over) {
        battle.next();
        chunks.push(battle.hash());
      }
      expect(battle.hash()).toBe(hashEventsCompact(events));
      // After each chunk the hash is that of the stream so far.
      expect(chunks[0]).toBe(hashEventsCompact(battle.log.slice(0, battle.log.findIndex((e) => e.type === 'roundStart'))));
    }
  });

  it('version 1 battles hash the JSON of the stream, also when fed event by event', () => {
    for (const input of battles(20, 1)) {
      const battle = new Battle(input, cardCatalog, { hash: true });
      const events = battle.runToEnd();
      expect(battle.hash()).toBe(hashEventsJson(events));
    }
  });
});
