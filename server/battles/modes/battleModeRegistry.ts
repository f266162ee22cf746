import type { BattleMode } from '../../../src/contracts/battles/battleMode';
import type { BattleModeRules } from './battleModeRules';
import { campaignMode } from './campaignMode';
import { pvpMode } from './pvpMode';
import { randomTeamMode } from './randomTeamMode';
import { towerMode } from './towerMode';

/** Every battle mode by name (a record, so a mode without rules is a compile error). */
export const BATTLE_MODES: Readonly<Record<BattleMode, BattleModeRules>> = {
  campaign: campaignMode,
  tower: towerMode,
  random_team: randomTeamMode,
  pvp: pvpMode,
};
