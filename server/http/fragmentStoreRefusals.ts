import type { FragmentStoreRefusalReason } from '../../src/contracts/fragmentStore/fragmentStoreRefusalReason';
import { LEDGER_REFUSALS } from './ledgerRefusals';
import type { RefusalTable } from './refusalError';


/** The HTTP answer of each fragment-store refusal; the client words them from `economy:fragmentStore.refusals.<reason>`. */
export const FRAGMENT_STORE_REFUSALS: RefusalTable<FragmentStoreRefusalReason> = {
  offer_rotated: { status: 409, code: 'conflict', message: 'The offer changed at 00:00 UTC: today is {{rotation}}.' },
  not_on_offer: { status: 404, code: 'not_found', message: 'This card is not on offer today.' },
  limit_reached: { status: 409, code: 'conflict', message: 'You bought this card {{limit}} times today, the most one rotation allows.' },
  ...LEDGER_REFUSALS,
};
