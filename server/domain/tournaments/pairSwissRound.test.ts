import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finalPlaces } from './finalPlaces';
import { pairSwissRound } from './pairSwissRound';
import { swissRoundCount, swissStandings, type PlayedMatch } from './swissStandings';
import { nextCutRound, quarterFinals } from './topCutBracket';

const results = ['a', 'b', 'draw'] as const;

/** Plays a whole Swiss event with results drawn by `pick`, checking each round's pairing as it goes. */
function playSwiss(count: number, pick: (round: number, table: number) => number, rounds = swissRoundCount(count)) {
  const players = Array.from({ length: count }, (_, i) => `p${i}`);
  const matches: PlayedMatch[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const { pairs, bye } = pairSwissRound(players, matches);
    const seen = pairs.flat().concat(bye ? [bye] : []);
    // Everyone plays exactly once a round.
    expect(new Set(seen).size).toBe(count);
    expect(seen.length).toBe(count);
    expect(bye === null).toBe(count % 2 === 0);
    // No rematch while rounds < players (a rematch-free pairing exists then).
    const met = new Set(matches.filter((m) => m.b).map((m) => [m.a, m.b].sort().join('|')));
    if (round < count - 1) for (const pair of pairs) expect(met.has([...pair].sort().join('|'))).toBe(false);
    // No second bye while someone has not had one.
    if (bye && round <= count) expect(matches.some((m) => m.b === null && m.a === bye)).toBe(false);
    pairs.forEach(([a, b], table) => matches.push({ a, b, result: results[pick(round, table) % 3]! }));
    if (bye) matches.push({ a: bye, b: null, result: 'a' });
  }
  return { players, matches };
}

describe('Swiss pairings', () => {
  it('pair everyone once a round, without rematches or a second bye, for any results (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.array(fc.nat(), { minLength: 300, maxLength: 300 }), (count, draws) => {
        playSwiss(count, (round, table) => draws[(round * 37 + table) % draws.length]!);
      }),
      { numRuns: 60 },
    );
  });

  it('pair 64 players over 6 rounds with no rematch; after a round of decided games winners meet winners', () => {
    const { players, matches } = playSwiss(64, (round, table) => ((round * 7 + table * 3) % 5 === 0 ? 2 : (round + table) % 2));
    expect(swissStandings(players, matches)).toHaveLength(64);
    const first: PlayedMatch[] = pairSwissRound(players, []).pairs.map(([a, b]) => ({ a, b, result: 'a' }));
    const score = new Map(swissStandings(players, first).map((l) => [l.playerId, l.score]));
    for (const [a, b] of pairSwissRound(players, first).pairs) expect(score.get(a)).toBe(score.get(b));
  });

  it('standings: points, Buchholz and entry order, recomputed the same from the same matches', () => {
    const matches: PlayedMatch[] = [
      { a: 'x', b: 'y', result: 'a' },
      { a: 'z', b: null, result: 'a' },
      { a: 'x', b: 'z', result: 'draw' },
      { a: 'y', b: null, result: 'a' },
    ];
    const lines = swissStandings(['x', 'y', 'z'], matches);
    expect(lines.map((l) => [l.playerId, l.score, l.buchholz])).toEqual([
      ['x', 4, 3 + 4],
      ['z', 4, 4],
      ['y', 3, 4],
    ]);
    expect(swissStandings(['x', 'y', 'z'], matches)).toEqual(lines);
  });

  it('a top cut seeds 1–8, 4–5, 2–7, 3–6 and places the final, the semi-finals, then the rest', () => {
    const top = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];
    expect(quarterFinals(top)).toEqual([['s1', 's8'], ['s4', 's5'], ['s2', 's7'], ['s3', 's6']]);
    const seed = (id: string) => Number(id.slice(1));
    expect(nextCutRound(['s8', 's4', 's2', 's6'], seed)).toEqual([['s4', 's8'], ['s2', 's6']]);
    const players = [...top, 's9'];
    const swiss: PlayedMatch[] = top.map((id) => ({ a: id, b: null, result: 'a' }));
    const places = finalPlaces(players, swiss, [
      { cutRound: 1, a: 's1', b: 's8', winner: 's8' },
      { cutRound: 1, a: 's4', b: 's5', winner: 's4' },
      { cutRound: 1, a: 's2', b: 's7', winner: 's2' },
      { cutRound: 1, a: 's3', b: 's6', winner: 's6' },
      { cutRound: 2, a: 's4', b: 's8', winner: 's4' },
      { cutRound: 2, a: 's2', b: 's6', winner: 's6' },
      { cutRound: 3, a: 's4', b: 's6', winner: 's6' },
    ]);
    expect(places).toEqual(['s6', 's4', 's2', 's8', 's1', 's3', 's5', 's7', 's9']);
  });
});
