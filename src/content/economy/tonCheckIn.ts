import type { Currency } from '../../contracts/accounts/currency';

/**
 * The daily TON wallet check-in (docs/WALLETS.md, "Daily check-in"): once per UTC day a player with a linked TON
 * wallet signs the game's message with it (TON Connect signData) and gets this reward.
 */
export const TON_CHECK_IN_REWARD: { readonly currency: Currency; readonly amount: number } = { currency: 'game_coin', amount: 30 };
