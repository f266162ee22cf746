import { describe, expect, it } from 'vitest';
import { MARKET, marketFee, medianPrice, priceAllowed, sellerNet } from './market';

describe('market numbers', () => {
  it('fee is 5% rounded up, so the seller never gets a fraction more', () => {
    expect(marketFee(50)).toBe(3);
    expect(marketFee(100)).toBe(5);
    expect(marketFee(101)).toBe(6);
    expect(sellerNet(101)).toBe(95);
    expect(marketFee(MARKET.priceCeiling)).toBe(500_000);
  });

  it('every allowed price leaves the seller something', () => {
    for (const floor of Object.values(MARKET.priceFloor)) expect(sellerNet(floor)).toBeGreaterThan(0);
  });

  it('prices stay between the rarity floor and the ceiling, whole only', () => {
    expect(priceAllowed('common', 49)).toBe(false);
    expect(priceAllowed('common', 50)).toBe(true);
    expect(priceAllowed('legendary', 2_999)).toBe(false);
    expect(priceAllowed('rare', 200.5)).toBe(false);
    expect(priceAllowed('epic', MARKET.priceCeiling + 1)).toBe(false);
  });

  it('median of odd and even counts, none without sales', () => {
    expect(medianPrice([])).toBeNull();
    expect(medianPrice([300, 100, 200])).toBe(200);
    expect(medianPrice([100, 200, 301, 400])).toBe(250);
  });
});
