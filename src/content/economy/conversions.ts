/**
 * Currency conversions (docs/ECONOMY.md, "Conversions"). Each rate converts `numerator` units of the target per
 * `denominator` units of the source; the amount received is always floored (the house keeps the fraction), the
 * amount paid is exactly what the player names. Changing a rate means bumping its `version`: a request made
 * against an older version is refused with the new rate, so nobody is charged at a rate they did not see.
 */
export interface ConversionRate {
  /** The currency paid. */
  from: 'gold_coin' | 'invite_points' | 'game_coin';
  /** The currency received. */
  to: 'game_coin' | 'fragments';
  /** Bumped whenever numerator, denominator or the limits change. */
  version: number;
  numerator: number;
  denominator: number;
  /** Smallest amount paid in one conversion (always buys at least 1 unit). */
  min: number;
  /** Largest amount paid in one conversion. */
  max: number;
}

/** The three conversions, keyed by the route that offers them. */
export const CONVERSIONS = {
  /** /convert-game-coin: 1 gold coin (hard currency) buys 20 game coin. */
  gold_to_game_coin: { from: 'gold_coin', to: 'game_coin', version: 1, numerator: 20, denominator: 1, min: 1, max: 100_000 },
  /** /convert-invite-point: 2 invite points buy 5 game coin (odd amounts lose the half coin: floor). */
  invite_points_to_game_coin: { from: 'invite_points', to: 'game_coin', version: 1, numerator: 5, denominator: 2, min: 2, max: 100_000 },
  /** /burn-game-coin: 40 game coin are burned for 1 fragment (a sink for surplus coin; feeds levelling). */
  game_coin_to_fragments: { from: 'game_coin', to: 'fragments', version: 1, numerator: 1, denominator: 40, min: 40, max: 4_000_000 },
} as const satisfies Record<string, ConversionRate>;

/** The name of one conversion. */
export type ConversionKind = keyof typeof CONVERSIONS;

/** What converting `amount` gives: exactly what the server will credit. */
export interface ConversionQuote {
  pay: number;
  receive: number;
  /** The smallest amount that still receives `receive` (paying more than this only feeds the rounding). */
  cheapestPayForSameReceive: number;
}

/** The one rounding rule: receive = floor(amount × numerator / denominator); integers only, so exact. */
export function conversionQuote(rate: Pick<ConversionRate, 'numerator' | 'denominator' | 'min'>, amount: number): ConversionQuote {
  const receive = Math.floor((amount * rate.numerator) / rate.denominator);
  const cheapest = Math.max(rate.min, Math.ceil((receive * rate.denominator) / rate.numerator));
  return { pay: amount, receive, cheapestPayForSameReceive: Math.min(amount, cheapest) };
}
