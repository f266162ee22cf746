import { describe, expect, it } from 'vitest';
import { LEAGUES, leagueOf, softReset } from './leagues';

describe('leagues', () => {
  it('thresholds rise and the start is Bronze', () => {
    for (let i = 1; i < LEAGUES.length; i += 1) expect(LEAGUES[i]!.minRating).toBeGreaterThan(LEAGUES[i - 1]!.minRating);
    expect(leagueOf(1000).id).toBe('bronze');
    expect(leagueOf(1050).id).toBe('silver');
    expect(leagueOf(1599).id).toBe('diamond');
    expect(leagueOf(2400).id).toBe('master');
  });

  it('the soft reset keeps half the distance from 1000, toward the start', () => {
    expect(softReset(1600)).toBe(1300);
    expect(softReset(1000)).toBe(1000);
    expect(softReset(800)).toBe(900);
    expect(softReset(1001)).toBe(1000);
    expect(softReset(999)).toBe(1000);
  });
});
