import type { SignedDataVerifier } from '@apple/app-store-server-library';
import type { AppDeps } from '../appDeps';
import { NotificationTypeV2 } from '@apple/app-store-server-library';
import { goodsPackByAppleProduct } from '../../src/content/economy/purchases';
import type { Logger } from '../logger';
import { isUnsignedEnvironment } from './appleVerifier';
import { creditPurchase } from './creditPurchase';
import { refundPurchase } from './refundPurchase';

/** What handling a notification did: `rejected` (not verified: Apple gets a 4xx), or handled (Apple gets 200). */
export type AppleNotificationOutcome = 'rejected' | 'duplicate' | 'refunded' | 'credited' | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * App Store Server Notifications v2: verifies the signed payload, then handles it once per notificationUUID
 * (the claim row and its effect commit together, so Apple's retries change nothing). REFUND (and REVOKE)
 * debit the refunded transaction's gold (refundPurchase); ONE_TIME_CHARGE credits a purchase the app never
 * reported, when its appAccountToken names an account. Other types are recorded and ignored.
 */
export async function handleAppleNotification(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { signedPayload: string; verifier: SignedDataVerifier | null; allowUnsignedEnvironments: boolean; now: Date; logger?: Logger }): Promise<AppleNotificationOutcome> {
  const { verifier, now } = input;
  if (!verifier) return 'rejected';
  let notification;
  let transaction;
  try {
    notification = await verifier.verifyAndDecodeNotification(input.signedPayload);
    const signed = notification.data?.signedTransactionInfo;
    transaction = signed ? await verifier.verifyAndDecodeTransaction(signed) : undefined;
  } catch (error) {
    input.logger?.warn('apple notification refused', { error: error instanceof Error ? error.message : String(error) });
    return 'rejected';
  }
  if (!notification.notificationUUID || (isUnsignedEnvironment(notification.data?.environment) && !input.allowUnsignedEnvironments)) return 'rejected';
  const id = notification.notificationUUID;
  const type = String(notification.notificationType ?? 'UNKNOWN');
  return deps.db.transaction(async (tx): Promise<AppleNotificationOutcome> => {
    if (!(await deps.repositories.purchases.claimNotification(tx, { notificationId: id, type, subtype: notification.subtype ? String(notification.subtype) : null, outcome: 'pending', receivedAt: now }))) return 'duplicate';
    let outcome: AppleNotificationOutcome = 'ignored';
    if ((type === NotificationTypeV2.REFUND || type === NotificationTypeV2.REVOKE) && transaction?.transactionId) {
      outcome = (await refundPurchase({ ...deps, db: tx }, 'apple', transaction.transactionId, now)) === null ? 'ignored' : 'refunded';
    } else if (type === NotificationTypeV2.ONE_TIME_CHARGE && transaction?.transactionId && transaction.appAccountToken && UUID.test(transaction.appAccountToken)) {
      const pack = transaction.productId ? goodsPackByAppleProduct(transaction.productId) : undefined;
      const account = await deps.repositories.accounts.findAccount(tx, transaction.appAccountToken.toLowerCase());
      if (pack && account) {
        const credited = await creditPurchase({ ...deps, db: tx }, { accountId: account.id, channel: 'apple', externalId: transaction.transactionId, pack, environment: String(transaction.environment ?? ''), now });
        outcome = credited.ok && !credited.value.replayed ? 'credited' : 'ignored';
      }
    }
    await deps.repositories.purchases.setNotificationOutcome(tx, id, outcome);
    return outcome;
  });
}
