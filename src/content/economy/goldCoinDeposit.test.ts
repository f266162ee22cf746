import { describe, expect, it } from 'vitest';
import { GOLD_COIN_DEPOSIT, goldCoinFromTokenUnits, tokenUnitsForGoldCoin } from './goldCoinDeposit';

describe('gold coin from token units', () => {
  it('credits one gold coin per whole token and keeps the remainder out', () => {
    expect(goldCoinFromTokenUnits(tokenUnitsForGoldCoin(25))).toEqual({ ok: true, goldCoin: 25, remainderUnits: 0n });
    expect(goldCoinFromTokenUnits(tokenUnitsForGoldCoin(3) + 5n)).toEqual({ ok: true, goldCoin: 3, remainderUnits: 5n });
    expect(GOLD_COIN_DEPOSIT.unitsPerGoldCoin).toBe(10n ** BigInt(GOLD_COIN_DEPOSIT.tokenDecimals));
  });

  it('refuses less than one token and more than the ledger can hold', () => {
    expect(goldCoinFromTokenUnits(GOLD_COIN_DEPOSIT.unitsPerGoldCoin - 1n)).toEqual({ ok: false, reason: 'below_one_gold_coin' });
    expect(goldCoinFromTokenUnits(0n)).toEqual({ ok: false, reason: 'below_one_gold_coin' });
    expect(goldCoinFromTokenUnits(2n ** 255n)).toEqual({ ok: false, reason: 'too_large' });
  });
});
