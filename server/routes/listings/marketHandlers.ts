import type { marketApi } from '../../../src/contracts/market';
import type { AppDeps } from '../../appDeps';
import type { MarketRefusalReason } from '../../../src/contracts/market/marketRefusalReason';
import { MARKET_REFUSALS } from '../../http/marketRefusals';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';
import { browseListings } from '../../listings/browseListings';
import { buyListing } from '../../listings/buyListing';
import { cancelListing, cancelListings } from '../../listings/cancelListing';
import { cardPriceHistory } from '../../listings/cardPriceHistory';
import { createListing } from '../../listings/createListing';
import { marketHistory, myListings } from '../../listings/myListings';

/** What the market handlers take from the app's dependencies: the database, the repositories and the clock. */
export type MarketDeps = Pick<AppDeps, 'db' | 'repositories' | 'now'>;

/** The input each market refusal blames. */
const FIELD: Record<MarketRefusalReason, string> = {
  card_not_found: 'instanceId',
  card_in_team: 'instanceId',
  card_listed: 'instanceId',
  price_out_of_range: 'price',
  too_many_listings: 'instanceId',
  listing_not_found: 'listingId',
  own_listing: 'listingId',
  listing_sold: 'listingId',
  listing_closed: 'listingId',
  insufficient_funds: 'listingId',
  idempotency_conflict: 'idempotencyKey',
  bad_cursor: 'cursor',
};

/** Card market endpoints: HTTP in, one use case, its answer or its refusal (MARKET_REFUSALS) out. */
export function marketHandlers(deps: MarketDeps): Handlers<typeof marketApi> {
  const fail = (outcome: { ok: false; reason: MarketRefusalReason; params?: Readonly<Record<string, string | number>> }) => refusalError(outcome, MARKET_REFUSALS, FIELD[outcome.reason]);
  return {
    async browseListings({ player, query }) {
      const outcome = await browseListings(deps, { accountId: player.id, query, now: deps.now() });
      if (!outcome.ok) throw fail(outcome);
      return outcome.value;
    },
    async createListing({ player, body }) {
      const outcome = await createListing(deps, { accountId: player.id, ...body, now: deps.now() });
      if (!outcome.ok) throw fail(outcome);
      return outcome.value;
    },
    async cancelListing({ player, params }) {
      const outcome = await cancelListing(deps, { accountId: player.id, listingId: params.listingId, now: deps.now() });
      if (!outcome.ok) throw fail(outcome);
      return outcome.value;
    },
    async cancelListings({ player, body }) {
      return cancelListings(deps, { accountId: player.id, listingIds: body.listingIds, now: deps.now() });
    },
    async buyListing({ player, params, body }) {
      const outcome = await buyListing(deps, { accountId: player.id, listingId: params.listingId, idempotencyKey: body.idempotencyKey, now: deps.now() });
      if (!outcome.ok) throw fail(outcome);
      return outcome.value;
    },
    async myListings({ player }) {
      return myListings(deps, { accountId: player.id, now: deps.now() });
    },
    async marketHistory({ player }) {
      return marketHistory(deps, { accountId: player.id });
    },
    async cardPriceHistory({ params }) {
      return cardPriceHistory(deps, { cardId: params.cardId, now: deps.now() });
    },
  };
}
