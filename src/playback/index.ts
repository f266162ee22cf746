/** Playback: the battle's event stream as a timeline of timed cues and a clock-driven cursor over it (pure, no DOM). */
export * from './cue';
export * from './sceneState';
export * from './timeline';
export * from './playbackFrame';
export * from './playbackCursor';
export { DURATIONS, REDUCED_MOTION_DURATIONS, durationsFor, type PlaybackDurations } from './durations';
export { compileTimeline, appendToTimeline, emptyTimeline } from './compileTimeline';
export { sceneStateAt, sceneStateAfter, eventIndexAt, initialSceneState } from './sceneStateAt';
export { frameAt, activeCuesAt } from './frameAt';
export { createPlaybackCursor, type CursorOptions } from './createPlaybackCursor';
export { isPlaybackAdvance } from './playbackAdvance';
export { pacingStats, type PacingStats } from './pacingStats';
