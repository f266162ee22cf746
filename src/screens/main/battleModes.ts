import type { BattleMode } from '../../contracts/battles/battleMode';
import type { GameIconName } from './GameIcon';

/** A battle mode as the lobby's Battle sheet offers it: its screen, icon and texts (ui:main.modes.<key>). */
export interface BattleModeEntry {
  key: BattleMode;
  path: string;
  icon: GameIconName;
}

/** The four modes, in the order a new player meets them. */
export const BATTLE_MODES: readonly BattleModeEntry[] = [
  { key: 'campaign', path: '/activity-levels', icon: 'campaign' },
  { key: 'tower', path: '/infinite-level-battle', icon: 'tower' },
  { key: 'random_team', path: '/random-team-battle', icon: 'random-team' },
  { key: 'pvp', path: '/random-player-battle', icon: 'pvp' },
];

/** The screen of a mode (where "again" and "next stage" lead). */
export function modePath(mode: BattleMode): string {
  return BATTLE_MODES.find((entry) => entry.key === mode)?.path ?? '/main';
}
