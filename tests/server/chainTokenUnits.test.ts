import { describe, expect, it } from 'vitest';
import { GOLD_COIN_DEPOSIT, goldCoinFromTokenUnits, tokenUnitsForGoldCoin } from '../../src/content/economy/goldCoinDeposit';
import { tokenUnits, wholeCoins } from '../../src/services/deposits/tokenUnits';

describe('token units: the screen and the indexer agree', () => {
  it('agree with the server rule for the announced decimals', () => {
    for (const coins of [1, 25, 1_000_000]) {
      const units = tokenUnits(coins, GOLD_COIN_DEPOSIT.tokenDecimals);
      expect(units).toBe(tokenUnitsForGoldCoin(coins));
      expect(goldCoinFromTokenUnits(units)).toMatchObject({ ok: true, goldCoin: coins });
    }
    expect(wholeCoins(tokenUnitsForGoldCoin(7) + 1n, 18)).toBe(7);
  });
});
