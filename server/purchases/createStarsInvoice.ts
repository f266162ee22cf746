import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import { goodsPack } from '../../src/content/economy/purchases';
import { TelegramBotApiError, type TelegramBotApi } from '../adapters/telegramBotApi';
import type { PurchaseRefusalReason } from '../../src/contracts/purchases/purchaseRefusalReason';

/**
 * Opens a Stars order for a pack and asks the Bot API for an invoice link in XTR whose payload is the order id;
 * the mini-app opens it with Telegram.WebApp.openInvoice. Nothing is credited here: only the webhook's
 * successful_payment does that, once per charge id.
 */
export async function createStarsInvoice(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; packId: string; botApi: TelegramBotApi | null; now: Date }): Promise<Outcome<{ orderId: string; invoiceLink: string; stars: number }, PurchaseRefusalReason>> {
  const { accountId, botApi, now } = input;
  if (!botApi) return refuse('channel_unavailable');
  const pack = goodsPack(input.packId);
  if (!pack) return refuse('pack_not_found');
  const order = await deps.repositories.purchases.openOrder(deps.db, accountId, pack.id, pack.stars, now);
  try {
    const invoiceLink = await botApi.createInvoiceLink({ title: `${pack.gold} gold`, description: `${pack.gold} gold coins for TCG`, payload: order.id, stars: pack.stars, label: `${pack.gold} gold` });
    return succeed({ orderId: order.id, invoiceLink, stars: pack.stars });
  } catch (error) {
    if (error instanceof TelegramBotApiError) return refuse('store_unreachable');
    throw error;
  }
}
