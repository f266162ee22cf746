import type { SignedDataVerifier } from '@apple/app-store-server-library';
import type { AppDeps } from '../appDeps';
import type { Balances } from '../../src/contracts/accounts/currency';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { PurchaseRecord } from '../../src/contracts/purchases/purchaseEndpoints';
import { goodsPackByAppleProduct } from '../../src/content/economy/purchases';
import { purchaseRecordOf } from '../db/purchaseRepository';
import type { PurchaseRefusalReason } from '../../src/contracts/purchases/purchaseRefusalReason';
import { isUnsignedEnvironment, verificationRefusal } from './appleVerifier';
import { creditPurchase } from './creditPurchase';

/**
 * Verifies a StoreKit signed transaction the iOS app sends (SignedDataVerifier: the certificate chain up to the
 * configured root, the signature, the bundle id, the environment; OCSP when online checks are on) and credits
 * its pack once per transaction id. Refused: unsigned environments (Xcode, LocalTesting) unless a test allows
 * them, revoked transactions, products not on sale, and a transaction whose appAccountToken names another
 * account (the app sets it to the player's account id when buying).
 */
export async function verifyApplePurchase(deps: Pick<AppDeps, 'db' | 'repositories'>, input: {
  accountId: string;
  signedTransaction: string;
  verifier: SignedDataVerifier | null;
  allowUnsignedEnvironments: boolean;
  environment: string;
  now: Date;
}): Promise<Outcome<{ purchase: PurchaseRecord; balances: Balances; replayed: boolean }, PurchaseRefusalReason>> {
  const { accountId, verifier, now } = input;
  if (!verifier) return refuse('channel_unavailable');
  if (isUnsignedEnvironment(input.environment) && !input.allowUnsignedEnvironments) return refuse('wrong_environment', { environment: input.environment });
  let transaction;
  try {
    transaction = await verifier.verifyAndDecodeTransaction(input.signedTransaction);
  } catch (error) {
    return verificationRefusal(error, input.environment);
  }
  if (isUnsignedEnvironment(transaction.environment) && !input.allowUnsignedEnvironments) return refuse('wrong_environment', { environment: String(transaction.environment) });
  if (transaction.revocationDate !== undefined) return refuse('transaction_revoked');
  const pack = transaction.productId ? goodsPackByAppleProduct(transaction.productId) : undefined;
  if (!pack) return refuse('unknown_product', { productId: transaction.productId ?? '' });
  if (!transaction.transactionId) return refuse('invalid_signature');
  if (transaction.appAccountToken && transaction.appAccountToken.toLowerCase() !== accountId.toLowerCase()) return refuse('account_mismatch');
  const externalId = transaction.transactionId;
  const outcome = await deps.db.transaction((tx) => creditPurchase({ ...deps, db: tx }, { accountId, channel: 'apple', externalId, pack, environment: String(transaction.environment ?? ''), now }));
  if (!outcome.ok) return outcome;
  return succeed({ purchase: purchaseRecordOf(outcome.value.purchase), balances: outcome.value.balances, replayed: outcome.value.replayed });
}
