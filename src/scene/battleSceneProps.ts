import type { BoardTheme } from '../contracts/art';
import type { PlaybackCursor } from '../playback';

/** Device class for rendering cost: Telegram's Android user agent names it; elsewhere it is guessed (see deviceQuality). */
export type SceneQuality = 'low' | 'average' | 'high';

/** Props of {@link BattleScene}: the React overlay owns the cursor and the controls; the scene only draws. */
export interface BattleSceneProps {
  /**
   * The playback cursor (create it with `createPlaybackCursor`, re-exported from src/scene). The scene calls its
   * `tick` each frame and draws `cursor.frame()`; the timeline is `cursor.timeline` (it grows as rounds stream in).
   */
  cursor: PlaybackCursor;
  /** Unit shown as selected (ring under it), e.g. the inspector's unit or a tapped log line's unit. */
  selectedUnit?: number | null;
  /** A unit was tapped or clicked (null: empty board). */
  onUnitSelect?: (unit: number | null) => void;
  /** The pointer hovers a unit (null: none); desktop only. */
  onUnitHover?: (unit: number | null) => void;
  /**
   * Draw the board mirrored left to right: the viewer fought as team 1, and their team is always drawn on the left
   * (in the left side's colour and marker). The cursor, its events and the cues keep the engine's cells and teams.
   */
  mirrored?: boolean;
  /** The board's background (by mode and campaign chapter, see boardTheme); the arena without it. */
  theme?: BoardTheme;
  /** Fades instead of motion, no shake, no particles; also call `cursor.setReducedMotion` so the timing matches. */
  reducedMotion?: boolean;
  /** Overrides the detected device class. */
  quality?: SceneQuality;
  /** Stop drawing and advancing (e.g. Telegram's app went inactive); the scene already pauses on a hidden page. */
  suspended?: boolean;
  /** Translates a skill id into its banner name (e.g. `t('skills:<id>.name')`); the id is shown without it. */
  skillName?: (skillId: string) => string;
  /** The round title on the canvas (e.g. `t('battle:log.round', { round })`); "Round N" without it. */
  roundLabel?: (round: number) => string;
  /** A synergy panel line (e.g. the synergy's translated name and level); "<id> <level>" without it. */
  synergyLabel?: (synergyId: string, level: number) => string;
  /** Called once, after the first frame with the board drawn (for first-frame timing). */
  onFirstFrame?: () => void;
  /** Accessible name of the canvas (the combat log is the text alternative). */
  label?: string;
  className?: string;
}
