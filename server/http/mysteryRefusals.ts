import type { MysteryRefusalReason } from '../../src/contracts/mystery/mysteryRefusalReason';
import { LEDGER_REFUSALS } from './ledgerRefusals';
import type { RefusalTable } from './refusalError';

/** The HTTP answer of each mystery refusal; the client words them from `economy:mystery.refusals.<reason>`. */
export const MYSTERY_REFUSALS: RefusalTable<MysteryRefusalReason> = {
  card_not_found: { status: 404, code: 'not_found' },
  card_locked: { status: 409, code: 'conflict' },
  wrong_card_count: { status: 400, code: 'bad_request' },
  ...LEDGER_REFUSALS,
};
