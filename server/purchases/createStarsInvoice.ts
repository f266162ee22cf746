import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import { goodsPack } from '../../src/content/economy/purchases';
import { TelegramBotApiError, type TelegramBotApi } from '../adapters/telegramBotApi';
import type { Db } from '../db/database';
import { purchaseRepository } from '../db/purchaseRepository';
import type { PurchaseRefusalReason } from '../../src/contracts/purchases/purchaseRefusalReason';

/**
 * Opens a Stars order for a pack and asks the Bot API for an invoice link in XTR whose payload is the order id;
 * the mini-app opens it with Telegram.WebApp.openInvoice. Nothing is credited here: only the webhook's
 * successful_payment does that, once per charge id.
 */
export async function createStarsInvoice(input: { accountId: string; packId: string; botApi: TelegramBotApi | null; now: Date; db: Db }): Promise<Outcome<{ orderId: string; invoiceLink: string; stars: number }, PurchaseRefusalReason>> {
  const { accountId, botApi, now, db } = input;
  if (!botApi) return refuse('channel_unavailable');
  const pack = goodsPack(input.packId);
  if (!pack) return refuse('pack_not_found');
  const order = await purchaseRepository.openOrder(db, accountId, pack.id, pack.stars, now);
  try {
    const invoiceLink = await botApi.createInvoiceLink({ title: `${pack.gold} gold`, description: `${pack.gold} gold coins for TCG`, payload: order.id, stars: pack.stars, label: `${pack.gold} gold` });
    return succeed({ orderId: order.id, invoiceLink, stars: pack.stars });
  } catch (error) {
    if (error instanceof TelegramBotApiError) return refuse('store_unreachable');
    throw error;
  }
}
