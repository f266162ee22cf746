/**
 * Gold coin bought on Core and deposited into the game (docs/WALLETS.md, "Deposits").
 *
 * The rule, once: the token has 18 decimals and **one whole token is one gold coin**. A deposit is credited
 * `floor(amount / 10^18)` gold coin; a deposit below one whole token, or one too large to hold, is credited
 * nothing and goes to the operators' review list (the screen only sends whole tokens, so only a hand-made
 * transaction can get there). A whole-token remainder is never rounded up.
 */
export const GOLD_COIN_DEPOSIT = {
  /** Decimals of the gold-coin ERC-20 on Core. */
  tokenDecimals: 18,
  /** Token smallest units per gold coin (10^18). */
  unitsPerGoldCoin: 1_000_000_000_000_000_000n,
  /** Confirmations a Deposit log needs before it is credited, unless CHAIN_CONFIRMATIONS says otherwise. */
  defaultConfirmations: 21,
  /** Most gold coin one deposit may bring from the screen (the ledger holds up to 2^53 - 1). */
  maxPerDeposit: 1_000_000,
} as const;

/** What a Deposit log's token amount is worth in gold coin: whole coins, or a reason it is credited nothing. */
export type GoldCoinValue = { ok: true; goldCoin: number; remainderUnits: bigint } | { ok: false; reason: 'below_one_gold_coin' | 'too_large' };

/** Converts a token amount (smallest units) to gold coin by the rule above. */
export function goldCoinFromTokenUnits(units: bigint): GoldCoinValue {
  const whole = units / GOLD_COIN_DEPOSIT.unitsPerGoldCoin;
  if (whole < 1n) return { ok: false, reason: 'below_one_gold_coin' };
  if (whole > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, reason: 'too_large' };
  return { ok: true, goldCoin: Number(whole), remainderUnits: units % GOLD_COIN_DEPOSIT.unitsPerGoldCoin };
}

/** Token smallest units for a whole number of gold coin (what the screen approves and deposits). */
export function tokenUnitsForGoldCoin(goldCoin: number): bigint {
  return BigInt(goldCoin) * GOLD_COIN_DEPOSIT.unitsPerGoldCoin;
}
