import { applyEvent, cloneSceneState, initialSceneState } from './applyEvent';
import type { SceneState } from './sceneState';
import type { Timeline } from './timeline';

export { initialSceneState, applyEvent } from './applyEvent';

/** Index of the last element of a non-decreasing list that is <= value, or -1. */
export function lastAtOrBefore(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
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
  const starts = timeline.rounds.map((r) => r.eventIndex);
  const r = lastAtOrBefore(starts, eventIndex);
  const state = r >= 0 ? cloneSceneState(timeline.checkpoints[r]!) : initialSceneState();
  const from = r >= 0 ? timeline.rounds[r]!.eventIndex : 0;
  for (let i = from; i <= eventIndex; i++) applyEvent(state, timeline.events[i]!, i);
  return state;
}

/** The scene state at a playback time: every event that has started by then, folded. */
export function sceneStateAt(timeline: Timeline, time: number): SceneState {
  return sceneStateAfter(timeline, eventIndexAt(timeline, time));
}
