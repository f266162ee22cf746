import type { purchasesApi } from '../../../src/contracts/purchases';
import { PURCHASE_REFUSALS } from '../../http/purchaseRefusals';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';
import { createStarsInvoice } from '../../purchases/createStarsInvoice';
import { getPurchases } from '../../purchases/getPurchases';
import { verifyApplePurchase } from '../../purchases/verifyApplePurchase';
import type { PurchaseDeps } from './purchaseDeps';

/** Purchase endpoints the player's browser or app calls. */
export function purchaseHandlers(deps: PurchaseDeps): Handlers<typeof purchasesApi> {
  const allowUnsignedEnvironments = deps.config.allowUnsignedEnvironments === true;
  return {
    getPurchases: ({ player }) => getPurchases({ accountId: player.id, channels: { apple: deps.verifier !== null, telegramStars: deps.botApi !== null }, db: deps.db }),
    async verifyApplePurchase({ player, body }) {
      const environment = deps.config.apple?.environment ?? '';
      const outcome = await verifyApplePurchase({ accountId: player.id, signedTransaction: body.signedTransaction, verifier: deps.verifier, allowUnsignedEnvironments, environment, now: deps.now(), db: deps.db });
      if (!outcome.ok) throw refusalError(outcome, PURCHASE_REFUSALS, PURCHASE_REFUSALS[outcome.reason].status === 503 ? undefined : 'signedTransaction');
      return outcome.value;
    },
    async createStarsInvoice({ player, body }) {
      const outcome = await createStarsInvoice({ accountId: player.id, packId: body.packId, botApi: deps.botApi, now: deps.now(), db: deps.db });
      if (!outcome.ok) throw refusalError(outcome, PURCHASE_REFUSALS, outcome.reason === 'pack_not_found' ? 'packId' : undefined);
      return outcome.value;
    },
  };
}
