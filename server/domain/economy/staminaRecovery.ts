import { STAMINA_RECOVERY } from '../../../src/content/economy/staminaRecovery';
import type { LedgerMovement } from './ledgerMovement';

/** The offer lives with the game's content; the server is the one that charges it. */
export { STAMINA_RECOVERY };

/** The ledger movement of one recovery; the client's idempotency key makes a retried purchase safe. */
export function staminaRecoveryMovement(accountId: string, idempotencyKey: string): LedgerMovement {
  return {
    accountId,
    reason: 'stamina_purchase',
    reference: 'recover-stamina',
    idempotencyKey: `recover-stamina:${idempotencyKey}`,
    legs: [{ currency: 'game_coin', amount: -STAMINA_RECOVERY.priceGameCoin }],
  };
}
