import type { BattleEvent } from '../engine';
import type { Cue } from './cue';
import type { PaceState } from './pacing';
import type { SceneState } from './sceneState';

/** Where a round starts on the timeline. */
export interface RoundMark {
  round: number;
  /** ms at 1×. */
  time: number;
  /** Index of its roundStart event. */
  eventIndex: number;
}

/** A point of interest for the scrub bar. */
export interface TimelineMarker {
  kind: 'death' | 'synergy' | 'field';
  time: number;
  round: number;
  eventIndex: number;
  /** The unit that died, the synergy's team's first unit, or the field's owner. */
  unit: number;
}

/** How a timeline is compiled. */
export interface TimelineOptions {
  /** Fades instead of motion, no shake, no particles (prefers-reduced-motion or the game's setting). */
  reducedMotion: boolean;
}

/**
 * The compiled battle: every event with its absolute start time and the cues it plays. Times are ms of battle time
 * at 1× speed; the cursor scales its clock by the chosen speed. Immutable: appending streamed rounds returns a new
 * timeline that shares the old one's prefix.
 */
export interface Timeline {
  options: TimelineOptions;
  /** The events so far, as the engine emitted them. */
  events: readonly BattleEvent[];
  /** Start time of each event (non-decreasing). */
  eventTimes: readonly number[];
  /** All cues, sorted by start. */
  cues: readonly Cue[];
  rounds: readonly RoundMark[];
  markers: readonly TimelineMarker[];
  /** Where playback waits for the next streamed round or stops at the end: the last event's lead passed, every unit free. */
  duration: number;
  /** True once the battle-end event is in. */
  complete: boolean;
  /** The scene state at the start of each round (index = position in {@link rounds}), so seeking folds only one round. */
  checkpoints: readonly SceneState[];
  /** The longest cue duration, to find active cues by binary search. */
  maxCueDuration: number;
  /** The state after the last event (where appended events continue). */
  endState: SceneState;
  /** The pacing after the last event (where appended events continue). */
  pace: PaceState;
}
