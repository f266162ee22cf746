import type { BattleEvent } from '../engine';
import type { PlaybackFrame } from './playbackFrame';
import type { SceneState } from './sceneState';
import type { Timeline } from './timeline';

/** The speeds the controls offer. */
export const PLAYBACK_SPEEDS = [0.5, 1, 2, 4] as const;
/** One of {@link PLAYBACK_SPEEDS}. */
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** The cursor's discrete state, for React overlays (useSyncExternalStore); a new object whenever it changes. */
export interface CursorSnapshot {
  /** ms of battle time at 1× at the last discrete change; read {@link PlaybackCursor.time} for the live value (e.g. in requestAnimationFrame). */
  time: number;
  playing: boolean;
  speed: PlaybackSpeed;
  /** Current round (0 before the first). */
  round: number;
  /** Index of the last event reached, -1 before the first. */
  eventIndex: number;
  /** Timeline length so far (grows while rounds stream in). */
  duration: number;
  /** Playback is at the end of a complete battle. */
  ended: boolean;
  /** Playback is at the end of what has streamed in and waits for the next round. */
  waiting: boolean;
  /** Same as {@link PlaybackCursor.timeline}: changes when rounds are appended or motion preference changes. */
  timeline: Timeline;
}

/**
 * A playback position over a {@link Timeline}, driven by a clock: the scene calls {@link tick} with the real time
 * elapsed each frame and the cursor advances by that times the speed. Everything drawn is a pure function of
 * {@link time} ({@link frame}); seeking rebuilds state from the events, never from kept animation state.
 */
export interface PlaybackCursor {
  readonly timeline: Timeline;
  readonly time: number;
  readonly playing: boolean;
  readonly speed: PlaybackSpeed;
  /** Adds streamed events (a round, or the start chunk); playback continues into them. */
  append(events: readonly BattleEvent[]): void;
  /** Recompiles with or without reduced motion, keeping the position on the same event. */
  setReducedMotion(reducedMotion: boolean): void;
  /** Advances by `elapsedMs` of real time × speed while playing; stops at the end of what has streamed. */
  tick(elapsedMs: number): void;
  play(): void;
  pause(): void;
  setSpeed(speed: PlaybackSpeed): void;
  /** Moves to a battle time (clamped to the timeline). */
  seek(time: number): void;
  /** Moves to the start of a round (1-based; 0 = the battle start). */
  seekRound(round: number): void;
  /** Moves to the event with this index (e.g. a combat log line). */
  seekEvent(eventIndex: number): void;
  /** Pauses and moves to the start of the next event that shows something. */
  stepEvent(): void;
  /** Moves to the start of the next round (keeps playing if it was). */
  stepRound(): void;
  /** Moves to the end (of what has streamed, if the battle is not complete) and pauses. */
  skipToEnd(): void;
  /** The scene state at the cursor. */
  state(): SceneState;
  /** State and cues in flight at the cursor. */
  frame(): PlaybackFrame;
  /** The discrete snapshot for React. */
  getSnapshot(): CursorSnapshot;
  /** Called on discrete changes (play, pause, speed, seek, new event reached, new round streamed); returns unsubscribe. */
  subscribe(listener: () => void): () => void;
}
