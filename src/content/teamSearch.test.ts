import { describe, expect, it } from 'vitest';
import { DEPLOY_SLOTS, labTeamInput, reverseTally, scoreAgainstField, searchField, mutateLabTeam, randomLabTeam, Rng, searchTeams, tallyAgainst, type LabPools } from '../engine';
import { cardCatalog, randomBalancedTeams, UNIT_CARDS } from '.';

const pools: LabPools = ['common', 'rare', 'epic'].map((r) => UNIT_CARDS.filter((c) => c.rarity === r));

describe('team search (balance lab)', () => {
  it('random and mutated teams keep distinct cards from their pools on distinct slots', () => {
    const rng = new Rng(3);
    let team = randomLabTeam(pools, rng);
    for (let i = 0; i < 500; i++) {
      team = mutateLabTeam(team, pools, rng);
      expect(new Set(team.cards).size).toBe(3);
      expect(new Set(team.slots).size).toBe(3);
      team.cards.forEach((c, k) => expect(pools[k]!.some((p) => p.id === c)).toBe(true));
      for (const s of team.slots) expect(s >= 0 && s < DEPLOY_SLOTS).toBe(true);
    }
  });

  it('scores a team against its mirror at exactly one half (each seed is played on both sides)', () => {
    const rng = new Rng(5);
    const team = randomBalancedTeams(rng, 6, 1)[0];
    expect(scoreAgainstField(team, searchField([team], 7, rng), cardCatalog)).toEqual({ rate: 0.5, games: 14 });
  });

  it('tallies each seed as one observation of both sides, and the reverse tally is the opponent\'s own', () => {
    const rng = new Rng(8);
    const [a, b] = randomBalancedTeams(rng, 6, 1);
    const seeds = Array.from({ length: 40 }, () => rng.nextU32());
    expect(tallyAgainst(a, a, seeds, cardCatalog)).toEqual({ seeds: 40, sum: 20, sumSquares: 10 });
    const ab = tallyAgainst(a, b, seeds, cardCatalog);
    expect(reverseTally(ab)).toEqual(tallyAgainst(b, a, seeds, cardCatalog));
    expect(ab.sum / ab.seeds).toBe(scoreAgainstField(a, { teams: [b], seeds: [seeds] }, cardCatalog).rate);
    expect(ab.sumSquares).toBeLessThanOrEqual(ab.sum);
  });

  it('is deterministic for its seed, and climbs: the best kept team scores at least its random start', () => {
    const run = (): ReturnType<typeof searchTeams> => {
      const rng = new Rng(11);
      const field = searchField(Array.from({ length: 6 }, () => randomBalancedTeams(rng, 3, 1)[0]), 1, rng);
      return searchTeams(pools, field, cardCatalog, rng, { restarts: 2, steps: 8, level: 1 });
    };
    const a = run();
    expect(run()).toEqual(a);
    const start = new Rng(11);
    const field = searchField(Array.from({ length: 6 }, () => randomBalancedTeams(start, 3, 1)[0]), 1, start);
    const first = scoreAgainstField(labTeamInput(randomLabTeam(pools, start), 1), field, cardCatalog);
    expect(a[0]!.score.rate).toBeGreaterThanOrEqual(first.rate);
  });
});
