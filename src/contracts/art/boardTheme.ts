import type { RecordedBattleMode } from '../battles/battleMode';

/** The board backgrounds the build generates (scripts/art/boardSvg.ts). */
export const BOARD_THEMES = ['meadow', 'forest', 'desert', 'snow', 'volcano', 'crypt', 'tower', 'tavern', 'arena'] as const;
/** One board background. */
export type BoardTheme = (typeof BOARD_THEMES)[number];

/** Campaign chapters' grounds in order (the list repeats past the last). */
const CHAPTER_THEMES: readonly BoardTheme[] = ['meadow', 'forest', 'desert', 'snow', 'volcano', 'crypt'];

/**
 * The background of a battle by its mode: each campaign chapter its own ground, the tower a stone hall, random
 * teams a tavern floor, player battles, tournament rounds and anything else (a replay link, a random battle) the
 * arena.
 */
export function boardTheme(mode: RecordedBattleMode | null | undefined, stageId?: string | null): BoardTheme {
  if (mode === 'campaign') {
    const chapter = Number((stageId ?? '1-1').split('-')[0]) || 1;
    return CHAPTER_THEMES[(chapter - 1) % CHAPTER_THEMES.length]!;
  }
  if (mode === 'tower') return 'tower';
  if (mode === 'random_team') return 'tavern';
  return 'arena';
}
