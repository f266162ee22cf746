import { applyEvent, cloneSceneState, initialSceneState } from './applyEvent';
import type { SceneState } from './sceneState';
import type { Timeline } from './timeline';

export { initialSceneState, applyEvent } from './applyEvent';

/** Index of the last element of a list sorted by `key` (non-decreasing) whose key is <= value, or -1. */
export function lastAtOrBeforeBy<T>(list: readonly T[], value: number, key: (item: T) => number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (key(list[mid]!) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** Index of the last element of a non-decreasing list that is <= value, or -1. */
export function lastAtOrBefore(list: readonly number[], value: number): number {
  return lastAtOrBeforeBy(list, value, (v) => v);
}

/** The index of the last event that has started at `time` (-1 before the first). */
export function eventIndexAt(timeline: Timeline, time: number): number {
  return lastAtOrBefore(timeline.eventTimes, time);
}

/**
 * The scene state after the events up to `eventIndex`: the checkpoint at the start of that event's round, then a
 * fold of the round's events. A new object each call, never kept animation state.
 */
export function sceneStateAfter(timeline: Timeline, eventIndex: number): SceneState {
  const r = roundAtOrBefore(timeline, eventIndex);
  const state = r >= 0 ? cloneSceneState(timeline.checkpoints[r]!) : initialSceneState();
  const from = r >= 0 ? timeline.rounds[r]!.eventIndex : 0;
  for (let i = from; i <= eventIndex; i++) applyEvent(state, timeline.events[i]!, i);
  return state;
}

/** The scene state at a playback time: every event that has started by then, folded. */
export function sceneStateAt(timeline: Timeline, time: number): SceneState {
  return sceneStateAfter(timeline, eventIndexAt(timeline, time));
}

/** Position in `timeline.rounds` of the last round starting at or before `eventIndex`, or -1. */
function roundAtOrBefore(timeline: Timeline, eventIndex: number): number {
  return lastAtOrBeforeBy(timeline.rounds, eventIndex, (r) => r.eventIndex);
}

/** A state already folded up to an event (of the same events). */
export interface KnownSceneState {
  index: number;
  state: SceneState;
}

/**
 * The scene state after `eventIndex`, continuing from `known` when playback moved forward within the same round
 * (a copy of it plus the events since: plain playback folds each event once); otherwise, after a seek back or into
 * another round, rebuilt from that round's checkpoint ({@link sceneStateAfter}). Equal to sceneStateAfter either way.
 */
export function sceneStateAdvanced(timeline: Timeline, known: KnownSceneState | null, eventIndex: number): SceneState {
  if (!known || known.index > eventIndex || known.index < 0 || roundAtOrBefore(timeline, known.index) !== roundAtOrBefore(timeline, eventIndex)) {
    return sceneStateAfter(timeline, eventIndex);
  }
  const state = cloneSceneState(known.state);
  for (let i = known.index + 1; i <= eventIndex; i++) applyEvent(state, timeline.events[i]!, i);
  return state;
}
