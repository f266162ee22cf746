import type { TelegramPaymentUpdate } from '../../src/contracts/purchases/purchaseWebhooks';
import type { AppDeps } from '../appDeps';
import { goodsPack } from '../../src/content/economy/purchases';
import type { TelegramBotApi } from '../adapters/telegramBotApi';
import { creditPurchase } from './creditPurchase';
import { refundPurchase } from './refundPurchase';

/** What one update did. */
export type StarsUpdateOutcome = 'approved' | 'declined' | 'credited' | 'duplicate' | 'refunded' | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One Telegram update of the payment webhook (docs/ECONOMY.md "Telegram Stars"):
 * - pre_checkout_query: re-validates the order (open, still on sale at the same price in XTR) and answers
 *   ok or a refusal within Telegram's 10 seconds;
 * - successful_payment: credits the order's pack once per telegram_payment_charge_id (creditPurchase), after
 *   checking currency and amount against the order;
 * - refunded_payment: takes the gold back once (refundPurchase).
 */
export async function handleStarsUpdate(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { update: TelegramPaymentUpdate; botApi: TelegramBotApi; now: Date }): Promise<StarsUpdateOutcome> {
  const { update, botApi, now } = input;
  const query = update.pre_checkout_query;
  if (query) {
    const problem = await orderProblem(deps, query.invoice_payload, query.currency, query.total_amount);
    await botApi.answerPreCheckoutQuery(query.id, problem ? { ok: false, errorMessage: problem } : { ok: true });
    return problem ? 'declined' : 'approved';
  }
  const paid = update.message?.successful_payment;
  if (paid) {
    if (await orderProblem(deps, paid.invoice_payload, paid.currency, paid.total_amount, true)) return 'ignored';
    const order = (await deps.repositories.purchases.order(deps.db, paid.invoice_payload))!;
    const pack = goodsPack(order.packId)!;
    return deps.db.transaction(async (tx) => {
      const credited = await creditPurchase({ ...deps, db: tx }, { accountId: order.accountId, channel: 'telegram_stars', externalId: paid.telegram_payment_charge_id, pack, environment: null, now });
      if (!credited.ok || credited.value.replayed) return 'duplicate';
      await deps.repositories.purchases.markOrderPaid(tx, order.id);
      return 'credited';
    });
  }
  const refunded = update.message?.refunded_payment;
  if (refunded) {
    const taken = await deps.db.transaction((tx) => refundPurchase({ ...deps, db: tx }, 'telegram_stars', refunded.telegram_payment_charge_id, now));
    return taken === null ? 'ignored' : 'refunded';
  }
  return 'ignored';
}

/** Why an order cannot be paid as asked (the buyer sees it at pre-checkout), or null when it can. */
async function orderProblem(deps: Pick<AppDeps, 'db' | 'repositories'>, payload: string, currency: string, amount: number, paidAlready = false): Promise<string | null> {
  if (!UUID.test(payload)) return 'Unknown order.';
  const order = await deps.repositories.purchases.order(deps.db, payload);
  if (!order) return 'Unknown order.';
  if (!paidAlready && order.status !== 'open') return 'This order was already paid.';
  const pack = goodsPack(order.packId);
  if (!pack || (!paidAlready && pack.stars !== order.stars)) return 'This pack is no longer on sale at this price.';
  if (currency !== 'XTR' || amount !== order.stars) return 'The price does not match the order.';
  return null;
}
