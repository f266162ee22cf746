import type { LedgerMovement } from './ledgerMovement';

/**
 * /recover-stamina: 60 stamina (half a bar at the default max of 120) for 100 game coin. The starter grant's
 * 1000 game coin buys ten, so the price is felt but a new player can try it. Recovery may overflow the max up
 * to the stamina hard cap (999); a purchase that would pass the cap is refused (`stamina_full`) rather than
 * charged for points that would be thrown away.
 */
export const STAMINA_RECOVERY = { priceGameCoin: 100, stamina: 60 } as const;

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
