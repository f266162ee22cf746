import type { ActiveCue, PlaybackFrame } from './playbackFrame';
import type { SceneState } from './sceneState';
import { lastAtOrBeforeBy, sceneStateAt } from './sceneStateAt';
import type { Timeline } from './timeline';

/** Cues playing at `time` (start <= time < start + duration), by binary search over the sorted cue list. */
export function activeCuesAt(timeline: Timeline, time: number): ActiveCue[] {
  const { cues, maxCueDuration } = timeline;
  const active: ActiveCue[] = [];
  for (let i = lastAtOrBeforeBy(cues, time, (cue) => cue.start); i >= 0; i--) {
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
