import type { ActiveCue, PlaybackFrame } from './playbackFrame';
import type { SceneState } from './sceneState';
import { sceneStateAt } from './sceneStateAt';
import type { Timeline } from './timeline';

/** Cues playing at `time` (start <= time < start + duration), by binary search over the sorted cue list. */
export function activeCuesAt(timeline: Timeline, time: number): ActiveCue[] {
  const { cues, maxCueDuration } = timeline;
  let lo = 0;
  let hi = cues.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cues[mid]!.start <= time) lo = mid + 1;
    else hi = mid;
  }
  const active: ActiveCue[] = [];
  for (let i = lo - 1; i >= 0; i--) {
    const cue = cues[i]!;
    if (cue.start < time - maxCueDuration) break;
    if (time < cue.start + cue.duration) active.push({ cue, progress: (time - cue.start) / cue.duration });
  }
  return active.reverse();
}

/** State and active cues at a time; pass `state` when the caller already has it for this time's event index. */
export function frameAt(timeline: Timeline, time: number, state?: SceneState): PlaybackFrame {
  return { time, state: state ?? sceneStateAt(timeline, time), active: activeCuesAt(timeline, time) };
}
