import type { MarketFilters } from '../../../services/market';

/** What browse starts with: every active listing, cheapest first. */
export const DEFAULT_FILTERS: MarketFilters = { sort: 'price_asc' };

/**
 * The filters as sent: a range typed upside down (from above to) is read the right way round, since the
 * server refuses an inverted range and the player plainly meant the span between the two numbers.
 */
export function browseFilters(filters: MarketFilters): MarketFilters {
  const out: MarketFilters = { ...filters };
  if (out.minLevel !== undefined && out.maxLevel !== undefined && out.minLevel > out.maxLevel) [out.minLevel, out.maxLevel] = [out.maxLevel, out.minLevel];
  if (out.minPrice !== undefined && out.maxPrice !== undefined && out.minPrice > out.maxPrice) [out.minPrice, out.maxPrice] = [out.maxPrice, out.minPrice];
  for (const key of Object.keys(out) as (keyof MarketFilters)[]) if (out[key] === undefined) delete out[key];
  return out;
}
