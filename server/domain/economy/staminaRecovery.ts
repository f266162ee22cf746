import { STAMINA_RECOVERY } from '../../../src/content/economy/staminaRecovery';
import { clientKey } from './ledgerKey';
import type { LedgerMovement } from './ledgerMovement';

/** The offer lives with the game's content; the server is the one that charges it. */
export { STAMINA_RECOVERY };

/**
 * The ledger movement of one recovery, under the client's own key (a retried purchase is safe). Rows posted before
 * migration 0013 carry the key `recover-stamina:<client key>`, in the client namespace.
 */
export function staminaRecoveryMovement(accountId: string, idempotencyKey: string): LedgerMovement {
  return {
    accountId,
    reason: 'stamina_purchase',
    reference: 'recover-stamina',
    idempotencyKey: clientKey(idempotencyKey),
    legs: [{ currency: 'game_coin', amount: -STAMINA_RECOVERY.priceGameCoin }],
  };
}
