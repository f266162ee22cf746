import { describe, expect, it } from 'vitest';
import { Battle, EVENT_TYPE_CODES, encodeEvent, hashEventsCompact, hashEventsJson, Rng, simulate, type BattleEvent, type BattleEventType } from '../engine';
import { cardCatalog } from './catalog';
import { randomBalancedTeams } from './randomTeams';

// The battle hash on real battles of the card set (the engine's own tests use only test cards).

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

describe('the battle hash on real battles', () => {
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
