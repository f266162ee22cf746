import type { Cue } from './cue';
import type { SceneState } from './sceneState';

/** A cue playing at the frame's time. */
export interface ActiveCue {
  cue: Cue;
  /** 0 at the cue's start, towards 1 at its end. */
  progress: number;
}

/** What the scene draws at one playback time: the folded state plus the cues in flight, both pure functions of time. */
export interface PlaybackFrame {
  /** ms of battle time at 1×. */
  time: number;
  state: SceneState;
  /** Sorted by cue start. */
  active: ActiveCue[];
}
