import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import type { BrowseQuery, MarketListing } from '../../src/contracts/market';
import type { MarketRefusalReason } from '../../src/contracts/market/marketRefusalReason';
import { decodeCursor, encodeCursor, listingOf } from '../db/marketRepository';

/** Browses unexpired active listings with the query's filters and sort, one cursor page at a time. */
export async function browseListings(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; query: BrowseQuery; now: Date }): Promise<Outcome<{ listings: MarketListing[]; nextCursor: string | null }, MarketRefusalReason>> {
  const cursor = input.query.cursor === undefined ? undefined : decodeCursor(input.query.cursor);
  if (input.query.cursor !== undefined && !cursor) return refuse('bad_cursor');
  const page = await deps.repositories.market.browse(deps.db, input.query, cursor, input.now);
  return succeed({ listings: page.rows.map((r) => listingOf(r, input.accountId)), nextCursor: page.next ? encodeCursor(page.next) : null });
}
