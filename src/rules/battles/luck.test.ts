import { describe, expect, it } from 'vitest';
import { luckInput, luckReport, luckSeed, type PlayedBattle } from './luck';
import { oddsResult } from '../../contracts/battles/winOdds';

const teams: PlayedBattle['teams'] = [{ units: [{ cardId: 'a', level: 1, position: 0 }] }, { units: [{ cardId: 'b', level: 1, position: 4 }] }];

describe('luck report', () => {
  it('derives the same re-simulation seeds from the same battle, other ones from another', () => {
    expect(luckInput({ seed: 42, teams })).toEqual(luckInput({ seed: 42, teams }));
    expect(luckSeed(42)).not.toBe(luckSeed(43));
    expect(luckSeed(42)).not.toBe(42);
    const input = luckInput({ seed: 7, teams });
    expect(input).toMatchObject({ team: teams[0], opponent: teams[1], battles: 1000, sides: 'fixed' });
  });

  it('reads the winner\'s share of the re-simulations and where it falls', () => {
    const odds = oddsResult([{ played: 1000, wins: 230, losses: 700, draws: 70, rounds: 9000 }], 10);
    const won = luckReport(0, odds);
    expect(won.probability).toBeCloseTo(0.23);
    expect(won.band).toBe('upset');
    expect(won.low).toBeLessThan(0.23);
    expect(won.high).toBeGreaterThan(0.23);
    expect(luckReport(1, odds)).toMatchObject({ probability: 0.7, band: 'expected' });
    expect(luckReport(null, odds)).toMatchObject({ probability: 0.07, band: 'upset' });
    expect(luckReport(0, oddsResult([{ played: 10, wins: 5, losses: 5, draws: 0, rounds: 50 }], 1)).band).toBe('close');
  });
});
