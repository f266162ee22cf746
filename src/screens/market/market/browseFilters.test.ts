import { describe, expect, it } from 'vitest';
import { browseFilters, DEFAULT_FILTERS } from './browseFilters';

describe('browseFilters', () => {
  it('keeps a sound query as it is and drops unset bounds (so equal filters share one cache key)', () => {
    expect(browseFilters({ ...DEFAULT_FILTERS, rarity: 'rare', minPrice: undefined, maxPrice: 500 })).toEqual({ sort: 'price_asc', rarity: 'rare', maxPrice: 500 });
  });

  it('reads ranges typed upside down the right way round', () => {
    expect(browseFilters({ sort: 'newest', minLevel: 9, maxLevel: 3, minPrice: 900, maxPrice: 100 })).toEqual({ sort: 'newest', minLevel: 3, maxLevel: 9, minPrice: 100, maxPrice: 900 });
  });
});
