import { describe, expect, it } from 'vitest';
import { CONVERSIONS, conversionQuote } from './conversions';

describe('conversionQuote', () => {
  it('gold coin: 1 buys 20 game coin, no rounding', () => {
    expect(conversionQuote(CONVERSIONS.gold_to_game_coin, 7)).toEqual({ pay: 7, receive: 140, cheapestPayForSameReceive: 7 });
  });

  it('invite points: the half coin of an odd amount is floored away (house favour)', () => {
    expect(conversionQuote(CONVERSIONS.invite_points_to_game_coin, 2).receive).toBe(5);
    expect(conversionQuote(CONVERSIONS.invite_points_to_game_coin, 3).receive).toBe(7);
    expect(conversionQuote(CONVERSIONS.invite_points_to_game_coin, 7)).toEqual({ pay: 7, receive: 17, cheapestPayForSameReceive: 7 });
  });

  it('burning game coin: 40 per fragment, the rest of a partial 40 buys nothing', () => {
    expect(conversionQuote(CONVERSIONS.game_coin_to_fragments, 40).receive).toBe(1);
    expect(conversionQuote(CONVERSIONS.game_coin_to_fragments, 99)).toEqual({ pay: 99, receive: 2, cheapestPayForSameReceive: 80 });
  });

  it('every minimum buys at least one unit and the maximum stays exact in a double', () => {
    for (const rate of Object.values(CONVERSIONS)) {
      expect(conversionQuote(rate, rate.min).receive).toBeGreaterThanOrEqual(1);
      expect(rate.max * rate.numerator).toBeLessThan(Number.MAX_SAFE_INTEGER);
    }
  });

  it('never gives more than the exact rational amount', () => {
    for (const rate of Object.values(CONVERSIONS)) {
      for (let amount = rate.min; amount < rate.min + 500; amount += 1) {
        const { receive } = conversionQuote(rate, amount);
        expect(receive * rate.denominator).toBeLessThanOrEqual(amount * rate.numerator);
        expect((receive + 1) * rate.denominator).toBeGreaterThan(amount * rate.numerator);
      }
    }
  });
});
