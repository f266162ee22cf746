import { describe, expect, it } from 'vitest';
import { RARITIES, RULES } from '../../engine';
import { burnFragments, fragmentsInvested, levelUpCost } from './cardProgression';

describe('card progression', () => {
  it('prices each step by rarity and level, and stops at the engine maximum', () => {
    expect(levelUpCost('common', 1)).toEqual({ fragments: 5, gameCoin: 100 });
    expect(levelUpCost('legendary', 9)).toEqual({ fragments: 360, gameCoin: 7200 });
    expect(levelUpCost('common', RULES.level.max)).toBeNull();
    expect(levelUpCost('common', 0)).toBeNull();
  });

  it('a common from 1 to 10 costs 225 fragments', () => {
    expect(fragmentsInvested('common', 10)).toBe(225);
  });

  it('burning never gives back more than the copy cost to level, so nothing can be farmed', () => {
    for (const rarity of RARITIES) {
      for (let level = 2; level <= RULES.level.max; level += 1) {
        expect(burnFragments(rarity, level) - burnFragments(rarity, 1)).toBeLessThan(fragmentsInvested(rarity, level));
      }
    }
    expect(burnFragments('common', 1)).toBe(10);
    expect(burnFragments('common', 3)).toBe(10 + Math.floor(15 / 2));
  });
});
