import { describe, expect, it } from 'vitest';
import { FormationSearch, playoutBatch, RULES, Rng, type TeamInput } from '../engine';
import { cardCatalog, randomBalancedTeams } from '.';

/** Team 0's wins of `team` against `opponent` on `n` seeds no search has seen. */
function freshWins(team: TeamInput, opponent: TeamInput, seed: number, n: number): number {
  const rng = new Rng(seed);
  const p = playoutBatch([team, opponent], cardCatalog);
  let wins = 0;
  for (let i = 0; i < n; i++) if (p.play(rng.nextU32()) === 0) wins++;
  return wins;
}

describe('formation coach search', () => {
  it('considers 512 distinct formations, the own one first, and is the same for the same seed', () => {
    const [team, opponent] = randomBalancedTeams(new Rng(3));
    const input = { team, bench: [], opponents: [opponent], seed: 9, candidates: 512, checkBattles: 200 };
    const a = new FormationSearch(input, cardCatalog).run();
    const b = new FormationSearch(input, cardCatalog).run();
    expect(a).toEqual(b);
    expect(a.considered).toBe(512);
    expect(a.team.units.map((u) => u.cardId).sort()).toEqual(team.units.map((u) => u.cardId).sort());
    expect(new Set(a.team.units.map((u) => u.position)).size).toBe(team.units.length);
  });

  it('never suggests a formation that does worse than the own one on fresh seeds', () => {
    const rng = new Rng(20261126);
    let improved = 0;
    for (let k = 0; k < 6; k++) {
      const [team, opponent] = randomBalancedTeams(rng);
      const found = new FormationSearch({ team, bench: [], opponents: [opponent], seed: rng.nextU32(), candidates: 128, checkBattles: 400 }, cardCatalog).run();
      if (!found.improved) {
        expect(found.team).toEqual({ units: team.units.map((u) => ({ cardId: u.cardId, level: u.level, position: u.position })) });
        continue;
      }
      improved++;
      expect(found.after.wins).toBeGreaterThan(found.before.wins);
      const seed = rng.nextU32();
      expect(freshWins(found.team, opponent, seed, 1000)).toBeGreaterThanOrEqual(freshWins(team, opponent, seed, 1000));
    }
    expect(improved).toBeGreaterThan(0);
  });

  it('with a bench, may swap one card in from the collection', () => {
    const [team, opponent] = randomBalancedTeams(new Rng(5));
    const bench = [{ cardId: 'pyromancer', level: RULES.level.max }, { cardId: 'town_guard', level: RULES.level.max }].filter((c) => !team.units.some((u) => u.cardId === c.cardId));
    const found = new FormationSearch({ team, bench, opponents: [opponent], seed: 1, candidates: 256, checkBattles: 400 }, cardCatalog).run();
    expect(found.improved).toBe(true);
    expect(found.picks.some((p) => p.source >= team.units.length)).toBe(true);
  });
});
