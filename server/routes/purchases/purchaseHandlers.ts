import type { purchasesApi } from '../../../src/contracts/purchases';
import { PURCHASE_REFUSALS } from '../../http/purchaseRefusals';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';
import { createStarsInvoice } from '../../purchases/createStarsInvoice';
import { getPurchases } from '../../purchases/getPurchases';
import { verifyApplePurchase } from '../../purchases/verifyApplePurchase';
import type { AppDeps } from '../../appDeps';

/** What the purchase handlers (the player's and the stores' webhooks) take from the app's dependencies. */
export type PurchaseRouteDeps = Pick<AppDeps, 'db' | 'repositories' | 'now' | 'logger' | 'purchases'>;

/** Purchase endpoints the player's browser or app calls. */
export function purchaseHandlers(deps: PurchaseRouteDeps): Handlers<typeof purchasesApi> {
  const allowUnsignedEnvironments = deps.purchases.config.allowUnsignedEnvironments === true;
  return {
    getPurchases: ({ player }) => getPurchases(deps, { accountId: player.id, channels: { apple: deps.purchases.verifier !== null, telegramStars: deps.purchases.botApi !== null } }),
    async verifyApplePurchase({ player, body }) {
      const environment = deps.purchases.config.apple?.environment ?? '';
      const outcome = await verifyApplePurchase(deps, { accountId: player.id, signedTransaction: body.signedTransaction, verifier: deps.purchases.verifier, allowUnsignedEnvironments, environment, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, PURCHASE_REFUSALS, PURCHASE_REFUSALS[outcome.reason].status === 503 ? undefined : 'signedTransaction');
      return outcome.value;
    },
    async createStarsInvoice({ player, body }) {
      const outcome = await createStarsInvoice(deps, { accountId: player.id, packId: body.packId, botApi: deps.purchases.botApi, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, PURCHASE_REFUSALS, outcome.reason === 'pack_not_found' ? 'packId' : undefined);
      return outcome.value;
    },
  };
}
