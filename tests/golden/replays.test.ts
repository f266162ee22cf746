/**
 * Golden replays: fixed inputs whose winner and event-stream hash are committed in tests/fixtures/battle/.
 * golden.json holds the current rules version; any rule, content or event change makes it fail on purpose.
 * After an INTENDED change run `npm run bless` (BLESS=1) to rewrite its expected values, and review the diff.
 * golden-v<N>.json pin older rules versions: never re-blessed, they prove stored battles still verify.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Battle, battleEnd, canonicalJson, fnv1a64, hashEvents, hashEventsCompact, hashEventsJson, RULES, simulate, verify } from '../../src/engine';
import { cardCatalog } from '../../src/content';
import type { GoldenFile } from './goldenCase';

const CURRENT = new URL('../fixtures/battle/golden.json', import.meta.url);
const V1 = new URL('../fixtures/battle/golden-v1.json', import.meta.url);
const V2 = new URL('../fixtures/battle/golden-v2.json', import.meta.url);
const V3 = new URL('../fixtures/battle/golden-v3.json', import.meta.url);
const bless = process.env.BLESS === '1';

function load(file: URL): GoldenFile {
  return JSON.parse(readFileSync(file, 'utf8')) as GoldenFile;
}

describe(`golden replays, rules version ${RULES.version} (current)`, () => {
  const golden = load(CURRENT);
  it('has a useful set of cases, all of the current version', () => {
    expect(golden.cases.length).toBeGreaterThanOrEqual(10);
    expect(golden.cases.every((c) => c.input.rulesVersion === RULES.version)).toBe(true);
    if (!bless) expect(new Set(golden.cases.map((c) => c.hash)).size).toBe(golden.cases.length);
  });

  for (const c of golden.cases) {
    it(c.name, () => {
      const events = simulate(c.input, cardCatalog);
      const end = battleEnd(events);
      const actual = { winner: end.winner, reason: end.reason, rounds: end.rounds, events: events.length, hash: hashEvents(events) };
      // The hash the battle computes as it goes equals the hash of the recorded stream, and verify() reports it.
      expect(actual.hash).toBe(hashEventsCompact(events));
      expect(verify(c.input, cardCatalog).hash).toBe(actual.hash);
      // JSON.stringify of the stream is still canonical JSON (the viewer and the old hash rely on it).
      expect(JSON.stringify(events)).toBe(canonicalJson(events));
      if (bless) Object.assign(c, actual);
      else expect(actual).toEqual({ winner: c.winner, reason: c.reason, rounds: c.rounds, events: c.events, hash: c.hash });
    });
  }

  if (bless) {
    it('writes the blessed fixtures', () => {
      writeFileSync(CURRENT, JSON.stringify(golden, null, 2) + '\n');
    });
  }
});

describe('golden replays, rules version 1 (pinned: stored battles keep verifying)', () => {
  const golden = load(V1);
  it('pins version-1 battles', () => {
    expect(golden.cases.length).toBeGreaterThanOrEqual(10);
    expect(golden.cases.every((c) => c.input.rulesVersion === 1)).toBe(true);
  });

  for (const c of golden.cases) {
    it(c.name, () => {
      const verdict = verify(c.input, cardCatalog);
      expect(verdict).toEqual({ winner: c.winner, reason: c.reason, rounds: c.rounds, hash: c.hash });
      const events = simulate(c.input, cardCatalog);
      expect(events).toHaveLength(c.events);
      // Version 1's hash is FNV-1a 64 of the canonical JSON of the whole stream, also when fed event by event.
      expect(hashEventsJson(events)).toBe(c.hash);
      expect(fnv1a64(canonicalJson(events))).toBe(c.hash);
      const battle = new Battle(c.input, cardCatalog, { hash: true });
      battle.runToEnd();
      expect(battle.hash()).toBe(c.hash);
    });
  }

  it('the same battle under version 2 plays the same and hashes differently', () => {
    const c = golden.cases[0]!;
    const v1 = simulate(c.input, cardCatalog);
    const v2 = simulate({ ...c.input, rulesVersion: 2 }, cardCatalog);
    expect(v2.slice(1)).toEqual(v1.slice(1));
    expect(v2[0]).toEqual({ ...v1[0], rulesVersion: 2 });
    expect(hashEvents(v2)).not.toBe(hashEvents(v1));
  });
});

/** Pins an older rules version's golden file: its battles verify on that version's own rules and card set. */
function pinnedVersion(version: number, file: URL): void {
  describe(`golden replays, rules version ${version} (pinned: stored battles keep verifying on their own rules and card set)`, () => {
    const golden = load(file);
    it(`pins version-${version} battles`, () => {
      expect(golden.cases.length).toBeGreaterThanOrEqual(10);
      expect(golden.cases.every((c) => c.input.rulesVersion === version)).toBe(true);
    });

    for (const c of golden.cases) {
      it(c.name, () => {
        expect(verify(c.input, cardCatalog)).toEqual({ winner: c.winner, reason: c.reason, rounds: c.rounds, hash: c.hash });
        expect(simulate(c.input, cardCatalog)).toHaveLength(c.events);
      });
    }
  });
}

pinnedVersion(2, V2);
pinnedVersion(3, V3);
