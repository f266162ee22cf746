/** The Pixi battle scene and, for the screens (which may not import playback directly), the playback API it draws. */
export { BattleScene } from './BattleScene';
export { markBattle, clearBattleMarks } from './battleMarks';
export type { BattleSceneProps, SceneQuality } from './battleSceneProps';
export { createPlaybackCursor, PLAYBACK_SPEEDS, compileTimeline, sceneStateAt, isPlaybackAdvance } from '../playback';
export type {
  PlaybackCursor, PlaybackSpeed, CursorSnapshot, CursorOptions, Timeline, TimelineMarker, RoundMark, SceneState, UnitState,
  UnitStatusState, FieldState, Cue, CueKind, PlaybackFrame, ActiveCue,
} from '../playback';
