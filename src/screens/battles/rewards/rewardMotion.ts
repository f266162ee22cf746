/**
 * The timing of a result's celebration, as pure functions of time (tested without a browser): stars pop one by
 * one, then each reward counts up, flies to its balance in the header and that balance counts on. Under reduced
 * motion everything is at its end from the start.
 */

/** When each part starts and how long it runs, in ms from the result's appearance. */
export interface RewardTimeline {
  /** When each star pops (one entry per earned star). */
  starAt: readonly number[];
  /** When each reward leg starts counting up, and how long the count runs. */
  countAt: readonly number[];
  countMs: readonly number[];
  /** When each leg's chip leaves for the header, and when it lands there (the balance then counts on). */
  flyAt: readonly number[];
  landAt: readonly number[];
  /** When the whole celebration is over. */
  endAt: number;
}

/** The banner's entrance before the stars begin. */
export const BANNER_MS = 350;
/** Between two stars. */
export const STAR_GAP_MS = 260;
/** A chip's flight to the header. */
export const FLY_MS = 650;
/** Between two reward legs' starts. */
export const LEG_GAP_MS = 180;

/** How long an amount counts up: longer for bigger numbers, between 500 and 1,200 ms. */
export function countUpDuration(amount: number): number {
  return Math.round(Math.min(1200, 500 + 175 * Math.log10(Math.max(1, Math.abs(amount)))));
}

/** Ease-out cubic: fast at first, settling on the value. */
export function easeOutCubic(p: number): number {
  const q = 1 - Math.min(1, Math.max(0, p));
  return 1 - q * q * q;
}

/** The number shown `elapsed` ms into a count from `from` to `to` over `duration` ms: whole numbers, exactly `to` at the end. */
export function countUpValue(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  if (elapsed <= 0) return from;
  return Math.round(from + (to - from) * easeOutCubic(elapsed / duration));
}

/** A flying chip's position `elapsed` ms into its flight: progress 0..1 along a raised arc, and its scale. */
export function flyPosition(elapsed: number, from: { x: number; y: number }, to: { x: number; y: number }): { x: number; y: number; scale: number; progress: number } {
  const p = Math.min(1, Math.max(0, elapsed / FLY_MS));
  const e = easeOutCubic(p);
  // The arc lifts by a third of the distance at mid-flight, so the chip visibly travels rather than slides.
  const lift = Math.hypot(to.x - from.x, to.y - from.y) / 3;
  if (p === 1) return { x: to.x, y: to.y, scale: 0.6, progress: 1 };
  return { x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e - lift * Math.sin(Math.PI * p), scale: 1 - 0.4 * p, progress: p };
}

/** The celebration's timeline for `stars` earned stars and these reward amounts. */
export function rewardTimeline(stars: number, amounts: readonly number[], reducedMotion: boolean): RewardTimeline {
  if (reducedMotion) {
    const zeros = amounts.map(() => 0);
    return { starAt: Array.from({ length: stars }, () => 0), countAt: zeros, countMs: zeros, flyAt: zeros, landAt: zeros, endAt: 0 };
  }
  const starAt = Array.from({ length: stars }, (_, i) => BANNER_MS + i * STAR_GAP_MS);
  const countStart = BANNER_MS + stars * STAR_GAP_MS;
  const countAt = amounts.map((_, i) => countStart + i * LEG_GAP_MS);
  const countMs = amounts.map(countUpDuration);
  const flyAt = countAt.map((at, i) => at + countMs[i]!);
  const landAt = flyAt.map((at) => at + FLY_MS);
  const endAt = Math.max(countStart, ...landAt, ...starAt.map((at) => at + STAR_GAP_MS));
  return { starAt, countAt, countMs, flyAt, landAt, endAt };
}

/**
 * How many stars are popped after a frame at `elapsed` ms, when `shown` are on screen: the next star once its time
 * has come, never two in one step, so a late frame on a starved phone still pops each star on its own.
 */
export function nextPopped(shown: number, elapsed: number, starAt: readonly number[]): number {
  return shown < starAt.length && elapsed >= starAt[shown]! ? shown + 1 : shown;
}
