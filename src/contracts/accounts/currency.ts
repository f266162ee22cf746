import { z } from 'zod';

/** The four currencies a player holds. Amounts are whole numbers of the smallest unit. */
export const currency = z.enum(['gold_coin', 'game_coin', 'invite_points', 'fragments']);
/** One of {@link currency}. */
export type Currency = z.infer<typeof currency>;

/** A non-negative whole amount that fits a JavaScript number exactly (the database column is bigint). */
export const currencyAmount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** Every currency's balance; a currency never touched reads 0. */
export const balances = z.object({
  gold_coin: currencyAmount,
  game_coin: currencyAmount,
  invite_points: currencyAmount,
  fragments: currencyAmount,
});
/** See {@link balances}. */
export type Balances = z.infer<typeof balances>;
