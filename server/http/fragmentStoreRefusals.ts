import type { FragmentStoreRefusalReason } from '../../src/contracts/fragmentStore/fragmentStoreRefusalReason';
import { LEDGER_REFUSALS } from './ledgerRefusals';
import type { RefusalTable } from './refusalError';

/** The HTTP answer of each fragment-store refusal; the client words them from `economy:fragmentStore.refusals.<reason>`. */
export const FRAGMENT_STORE_REFUSALS: RefusalTable<FragmentStoreRefusalReason> = {
  offer_rotated: { status: 409, code: 'conflict' },
  not_on_offer: { status: 404, code: 'not_found' },
  limit_reached: { status: 409, code: 'conflict' },
  ...LEDGER_REFUSALS,
};
