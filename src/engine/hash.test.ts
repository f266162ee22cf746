import { describe, expect, it } from 'vitest';
import { canonicalJson, eventsJson, fnv1a64, hashEvents, hashEventsCompact, hashEventsJson } from './hash';
import type { BattleEvent } from './events';

/** Reference FNV-1a 64 with BigInt over real UTF-8 bytes. */
function reference(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (const b of new TextEncoder().encode(text)) {
    h ^= BigInt(b);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

describe('fnv1a64', () => {
  it('matches the published FNV-1a 64 test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('matches a BigInt reference over UTF-8 bytes, including multi-byte and surrogate pairs', () => {
    for (const s of ['{"type":"turn","unit":3}', 'héllo', '漢字テスト', 'emoji 😀 end', 'x'.repeat(1000)]) {
      expect(fnv1a64(s)).toBe(reference(s));
    }
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth, drops undefined, keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: null, c: 'x', e: undefined }] })).toBe('{"a":[2,{"c":"x","d":null}],"b":1}');
  });
});

describe('hashEventsJson (rules version 1)', () => {
  it('hashes the canonical JSON of the stream and changes when any event changes', () => {
    const events: BattleEvent[] = [{ type: 'turn', unit: 1 }, { status: 'stun', type: 'turnSkipped', unit: 1 }];
    expect(eventsJson(events)).toBe(canonicalJson(events));
    expect(hashEventsJson(events)).toBe(fnv1a64(canonicalJson(events)));
    expect(hashEventsJson([{ type: 'turn', unit: 2 }, events[1]!])).not.toBe(hashEventsJson(events));
  });
});

describe('hashEvents', () => {
  const start = (rulesVersion: number): BattleEvent => ({ height: 4, rulesVersion, seed: 1, synergies: [], type: 'battleStart', units: [], width: 7 });
  it('uses the algorithm of the rules version the stream names (or the one given)', () => {
    const v1 = [start(1), { type: 'turn', unit: 0 } as const];
    const v2 = [start(2), { type: 'turn', unit: 0 } as const];
    expect(hashEvents(v1)).toBe(hashEventsJson(v1));
    expect(hashEvents(v2)).toBe(hashEventsCompact(v2));
    expect(hashEvents(v2, 1)).toBe(hashEventsJson(v2));
  });
  it('refuses a stream without battleStart and an unknown version', () => {
    expect(() => hashEvents([{ type: 'turn', unit: 0 }])).toThrow(/battleStart/);
    expect(() => hashEvents([start(99)])).toThrow(/rules version 99/);
  });
});
