import type { CardRefusalReason } from '../../src/contracts/cards/cardRefusalReason';
import { LEDGER_REFUSALS } from './ledgerRefusals';
import type { RefusalTable } from './refusalError';


/** The HTTP answer of each card refusal; the client words them from `cards:refusals.<reason>`. */
export const CARD_REFUSALS: RefusalTable<CardRefusalReason> = {
  card_not_found: { status: 404, code: 'not_found', message: 'You do not own this card (or it was burned).' },
  card_locked: { status: 409, code: 'conflict', message: 'This card is locked by a {{lock}}: remove it there first.' },
  card_listed: { status: 409, code: 'conflict', message: 'This card is listed on the market: cancel the listing first.' },
  max_level: { status: 409, code: 'conflict', message: 'This card is already at the highest level.' },
  ...LEDGER_REFUSALS,
};
