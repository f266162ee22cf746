import type { MarketRefusalReason } from '../../src/contracts/market/marketRefusalReason';
import { LEDGER_REFUSALS } from './ledgerRefusals';
import type { RefusalTable } from './refusalError';

/** The HTTP answer of each market refusal; the client words them from `economy:market.refusals.<reason>`. */
export const MARKET_REFUSALS: RefusalTable<MarketRefusalReason> = {
  card_not_found: { status: 404, code: 'not_found' },
  card_in_team: { status: 409, code: 'conflict' },
  card_listed: { status: 409, code: 'conflict' },
  price_out_of_range: { status: 400, code: 'bad_request' },
  too_many_listings: { status: 409, code: 'conflict' },
  listing_not_found: { status: 404, code: 'not_found' },
  own_listing: { status: 403, code: 'forbidden' },
  listing_sold: { status: 409, code: 'conflict' },
  listing_closed: { status: 409, code: 'conflict' },
  ...LEDGER_REFUSALS,
  bad_cursor: { status: 400, code: 'bad_request' },
};
