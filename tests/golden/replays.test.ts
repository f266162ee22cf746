/**
 * Golden replays: fixed inputs whose winner and event-stream hash are committed in
 * tests/fixtures/battle/golden.json. Any rule, content or event change makes these fail on purpose. After an
 * INTENDED change run `npm run bless` (BLESS=1) to rewrite the expected values, and review the diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battleEnd, canonicalJson, fnv1a64, hashEvents, simulate } from '../../src/engine';
import { cardCatalog } from '../../src/content';
import type { GoldenFile } from './goldenCase';

const FILE = new URL('../fixtures/battle/golden.json', import.meta.url);
const golden = JSON.parse(readFileSync(FILE, 'utf8')) as GoldenFile;
const bless = process.env.BLESS === '1';

describe('golden replays', () => {
  it('has a useful set of cases', () => {
    expect(golden.cases.length).toBeGreaterThanOrEqual(10);
    if (!bless) expect(new Set(golden.cases.map((c) => c.hash)).size).toBe(golden.cases.length);
  });

  for (const c of golden.cases) {
    it(c.name, () => {
      const events = simulate(c.input, cardCatalog);
      const end = battleEnd(events);
      const actual = { winner: end.winner, reason: end.reason, rounds: end.rounds, events: events.length, hash: hashEvents(events) };
      // The fast hash must equal the hash of the fully canonical (sorted-key) JSON.
      expect(actual.hash).toBe(fnv1a64(canonicalJson(events)));
      if (bless) Object.assign(c, actual);
      else expect(actual).toEqual({ winner: c.winner, reason: c.reason, rounds: c.rounds, events: c.events, hash: c.hash });
    });
  }

  if (bless) {
    it('writes the blessed fixtures', () => {
      writeFileSync(FILE, JSON.stringify(golden, null, 2) + '\n');
    });
  }
});
