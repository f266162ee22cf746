/** What the game buzzes for: commits, results, selection changes and battle moments. */
export type HapticKind = 'impact' | 'success' | 'warning' | 'error' | 'selection' | 'crit' | 'death' | 'synergy';

/** Battle moments (crit, death, synergy) share one budget: at most one buzz per this many ms of real time. */
export const BATTLE_HAPTIC_GAP_MS = 300;
/** A repeat of one kind of UI feedback within this many ms is the same press reported twice: dropped. */
export const UI_HAPTIC_GAP_MS = 80;

/** When each throttle group last buzzed (ms, any monotonic clock). */
export type HapticThrottleState = Readonly<Partial<Record<string, number>>>;

const BATTLE_MOMENTS: ReadonlySet<HapticKind> = new Set(['crit', 'death', 'synergy']);

/**
 * Whether a buzz of `kind` at `now` goes through, and the state after it. Battle moments share one group with a
 * {@link BATTLE_HAPTIC_GAP_MS} gap, so a 4× battle (a hit every few tens of ms) never buzzes continuously; every
 * other kind is its own group with a {@link UI_HAPTIC_GAP_MS} gap. Pure: the caller keeps the state.
 */
export function throttleHaptic(state: HapticThrottleState, kind: HapticKind, now: number): { buzz: boolean; state: HapticThrottleState } {
  const group = BATTLE_MOMENTS.has(kind) ? 'battle' : kind;
  const gap = group === 'battle' ? BATTLE_HAPTIC_GAP_MS : UI_HAPTIC_GAP_MS;
  const last = state[group];
  if (last !== undefined && now - last < gap) return { buzz: false, state };
  return { buzz: true, state: { ...state, [group]: now } };
}
