import { describe, expect, it } from 'vitest';
import { FormationSearch, Rng, scoreAgainstField, searchField, tallyAgainst, winOdds } from '../engine';
import { cardCatalog, randomBalancedTeams } from '.';
import { searchedDefence } from './modes/searchedDefence';
import { towerFloor, TOWER_SEARCHED_FROM } from './modes/towerFloors';

// What the product's seeded searches decide, pinned from the JS engine's Playouts (main at e06fc13, before the batch
// moved to WebAssembly): the same odds, tallies, placements and coach results on the WebAssembly batch.

describe('seeded searches give what they gave on the JS batch', () => {
  it('win odds and tallies', () => {
    const rng = new Rng(2611);
    const pairs = Array.from({ length: 4 }, () => randomBalancedTeams(rng));
    expect(pairs.map((teams, i) => winOdds(teams, cardCatalog, 500, i + 1))).toMatchSnapshot();
    const seeds = Array.from({ length: 40 }, () => rng.nextU32());
    expect(pairs.map(([a, b]) => tallyAgainst(a, b, seeds, cardCatalog))).toMatchSnapshot();
    const field = searchField(pairs.map((p) => p[1]), 20, rng);
    expect(scoreAgainstField(pairs[0]![0], field, cardCatalog)).toMatchSnapshot();
  });

  it('the coach, a searched defence and a searched tower floor', () => {
    const rng = new Rng(2612);
    const [team, opponent] = randomBalancedTeams(rng);
    const bench = randomBalancedTeams(rng)[0].units.slice(0, 2).map((u) => ({ cardId: u.cardId, level: u.level }));
    const coach = new FormationSearch({ team, bench, opponents: [opponent], seed: 5, candidates: 64, checkBattles: 300 }, cardCatalog).run();
    expect(coach).toMatchSnapshot();
    expect(searchedDefence(randomBalancedTeams(rng, 5, 4)[0], 91)).toMatchSnapshot();
    expect(towerFloor(TOWER_SEARCHED_FROM + 2)).toMatchSnapshot();
  });
});
