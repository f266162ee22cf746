import type { PurchaseRefusalReason } from '../../src/contracts/purchases/purchaseRefusalReason';
import type { RefusalTable } from './refusalError';

/** The HTTP answer of each purchase refusal; the client words them from `economy:iap.refusals.<reason>`. */
export const PURCHASE_REFUSALS: RefusalTable<PurchaseRefusalReason> = {
  channel_unavailable: { status: 503, code: 'unavailable' },
  pack_not_found: { status: 404, code: 'not_found' },
  invalid_signature: { status: 422, code: 'bad_request' },
  wrong_app: { status: 422, code: 'bad_request' },
  wrong_environment: { status: 422, code: 'bad_request' },
  unknown_product: { status: 422, code: 'bad_request' },
  transaction_revoked: { status: 409, code: 'conflict' },
  transaction_used: { status: 409, code: 'conflict' },
  account_mismatch: { status: 409, code: 'conflict' },
  store_unreachable: { status: 503, code: 'unavailable' },
};
