import type { PurchaseRefusalReason } from '../../src/contracts/purchases/purchaseRefusalReason';
import type { RefusalTable } from './refusalError';


/** The HTTP answer of each purchase refusal; the client words them from `economy:iap.refusals.<reason>`. */
export const PURCHASE_REFUSALS: RefusalTable<PurchaseRefusalReason> = {
  channel_unavailable: { status: 503, code: 'unavailable', message: 'This payment channel is not configured on this server.' },
  pack_not_found: { status: 404, code: 'not_found', message: 'This pack is not on sale.' },
  invalid_signature: { status: 422, code: 'bad_request', message: 'The signed transaction could not be verified.' },
  wrong_app: { status: 422, code: 'bad_request', message: 'The transaction belongs to another app.' },
  wrong_environment: { status: 422, code: 'bad_request', message: 'The transaction comes from another App Store environment ({{environment}}).' },
  unknown_product: { status: 422, code: 'bad_request', message: 'The product {{productId}} is not sold here.' },
  transaction_revoked: { status: 409, code: 'conflict', message: 'This purchase was refunded or revoked.' },
  transaction_used: { status: 409, code: 'conflict', message: 'This transaction was already credited to another account.' },
  account_mismatch: { status: 409, code: 'conflict', message: 'This purchase was made for another account.' },
  store_unreachable: { status: 503, code: 'unavailable', message: 'The store could not be reached; try again.' },
};
