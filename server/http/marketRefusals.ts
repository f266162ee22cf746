import type { MarketRefusalReason } from '../../src/contracts/market/marketRefusalReason';
import { LEDGER_REFUSALS } from './ledgerRefusals';
import type { RefusalTable } from './refusalError';


/** The HTTP answer of each market refusal; the client words them from `economy:market.refusals.<reason>`. */
export const MARKET_REFUSALS: RefusalTable<MarketRefusalReason> = {
  card_not_found: { status: 404, code: 'not_found', message: 'You do not own this card (or it was burned).' },
  card_in_team: { status: 409, code: 'conflict', message: 'This card is in a saved team: take it out of the team first.' },
  card_listed: { status: 409, code: 'conflict', message: 'This card is already listed.' },
  price_out_of_range: { status: 400, code: 'bad_request', message: 'A {{rarity}} card sells for {{min}} to {{max}} game coin.' },
  too_many_listings: { status: 409, code: 'conflict', message: 'You already have {{max}} active listings.' },
  listing_not_found: { status: 404, code: 'not_found', message: 'This listing does not exist.' },
  own_listing: { status: 403, code: 'forbidden', message: 'You cannot buy your own listing.' },
  listing_sold: { status: 409, code: 'conflict', message: 'This listing was already sold.' },
  listing_closed: { status: 409, code: 'conflict', message: 'This listing has ended ({{status}}).' },
  ...LEDGER_REFUSALS,
  bad_cursor: { status: 400, code: 'bad_request', message: 'This page cursor is not valid: start from the first page.' },
};
