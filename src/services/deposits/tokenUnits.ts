/**
 * Whole gold coins ↔ token smallest units with the decimals the server announces (GET /api/deposits, from the one
 * rule in src/content/economy/goldCoinDeposit.ts: one whole token is one gold coin).
 */
export function tokenUnits(goldCoin: number, decimals: number): bigint {
  return BigInt(goldCoin) * 10n ** BigInt(decimals);
}

/** Whole gold coins in a token amount (rounded down, as the server credits). */
export function wholeCoins(units: bigint, decimals: number): number {
  return Number(units / 10n ** BigInt(decimals));
}
