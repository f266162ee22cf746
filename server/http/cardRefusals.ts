import type { CardRefusalReason } from '../../src/contracts/cards/cardRefusalReason';
import { LEDGER_REFUSALS } from './ledgerRefusals';
import type { RefusalTable } from './refusalError';

/** The HTTP answer of each card refusal; the client words them from `cards:refusals.<reason>`. */
export const CARD_REFUSALS: RefusalTable<CardRefusalReason> = {
  card_not_found: { status: 404, code: 'not_found' },
  card_locked: { status: 409, code: 'conflict' },
  card_listed: { status: 409, code: 'conflict' },
  max_level: { status: 409, code: 'conflict' },
  ...LEDGER_REFUSALS,
};
