import { describe, expect, it } from 'vitest';
import { FRAGMENT_STORE } from './fragmentStore';
import { MYSTERY_BOX } from './mysteryShop';
import { STARTER_CURRENCIES } from './starterCurrencies';

const starter = (currency: 'game_coin' | 'gold_coin' | 'fragments') => STARTER_CURRENCIES.find((c) => c.currency === currency)?.amount ?? 0;

describe('the starter currencies leave a new player no dead end (docs/ECONOMY.md "The first session")', () => {
  it('pay one mystery draw with fragments, and after it the cheapest fragment-store card', () => {
    const cheapest = Math.min(...Object.values(FRAGMENT_STORE.priceFragments));
    expect(starter('fragments')).toBeGreaterThanOrEqual(MYSTERY_BOX.fragmentPrice);
    expect(starter('fragments') - MYSTERY_BOX.fragmentPrice).toBeGreaterThanOrEqual(cheapest);
  });
});
