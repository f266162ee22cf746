/**
 * Fair play in rated results (docs/GAME_RULES.md "Fair play"): a result between accounts that share sign-in evidence
 * (the market's signal) moves no rating and pays no prize; the n-th PvP battle of a UTC day between the same two
 * accounts (either attacking) moves ratings by `repeatDecay`^(n−1) of the usual change, so farming one opponent stops paying.
 */
export const FAIR_PLAY = {
  repeatDecay: 0.5,
} as const;

/** The share of the usual rating change a duel gets after `earlierToday` duels of the same pair this UTC day. */
export function repeatWeight(earlierToday: number): number {
  return FAIR_PLAY.repeatDecay ** Math.max(0, earlierToday);
}
