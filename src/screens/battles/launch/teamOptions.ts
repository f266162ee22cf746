import type { WinOddsInput } from '../../../contracts/battles/winOdds';
import type { StartBattleBody } from '../../../contracts/battles';
import type { OwnedCard } from '../../../contracts/cards/ownedCard';
import type { SavedTeam } from '../../../contracts/teams/savedTeam';
import { presetTeams } from '../../../rules/teams/presetTeams';
import { unitPower } from '../../../rules/teams/unitPower';
import { activeTeam } from '../../main/activeTeam';

/** A team as the engine takes it (the win-odds preview plays it). */
export type TeamUnits = WinOddsInput['team'];

/** A team the player may send into a battle: how the start request names it, and its units for the odds preview. */
export interface TeamOption {
  /** `slot:<n>` for a saved team, `quick` for the quick team. */
  id: string;
  /** The saved team's name; null for the quick team (worded by the screen). */
  name: string | null;
  slot: number | null;
  choice: Pick<StartBattleBody, 'teamSlot' | 'units'>;
  team: TeamUnits;
  /** The owned copy of each unit of `team` (index-aligned), so a rearranged team can be sent as placements. */
  instances: string[];
}

/**
 * The teams a mode screen offers, the active team first: every saved team with units, and when none has any, a
 * quick team of the player's strongest free copies (the best synergy preset, placed by role, not saved), so a new
 * player can fight at once.
 */
export function teamOptions(saved: readonly SavedTeam[], owned: readonly OwnedCard[]): TeamOption[] {
  const first = activeTeam(saved);
  const playable = saved.filter((team) => team.units.length > 0).sort((a, b) => (a === first ? -1 : b === first ? 1 : a.slot - b.slot));
  const options: TeamOption[] = playable.map((team) => ({
    id: `slot:${team.slot}`,
    name: team.name,
    slot: team.slot,
    choice: { teamSlot: team.slot },
    team: { units: team.units.map(({ cardId, level, position }) => ({ cardId, level, position })) },
    instances: team.units.map((u) => u.instanceId),
  }));
  if (options.length > 0) return options;
  // Copies listed on the market cannot fight; the strongest preset (by summed power) is the quick team.
  const free = owned.filter((card) => card.lockedBy !== 'market').map(({ instanceId, cardId, level }) => ({ instanceId, cardId, level }));
  const power = (units: readonly { cardId: string; level: number }[]) => units.reduce((sum, u) => sum + unitPower(u.cardId, u.level), 0);
  const best = presetTeams(free).sort((a, b) => power(b.units) - power(a.units))[0];
  if (!best) return [];
  return [{
    id: 'quick',
    name: null,
    slot: null,
    choice: { units: best.units.map(({ instanceId, position }) => ({ instanceId, position })) },
    team: { units: best.units.map(({ cardId, level, position }) => ({ cardId, level, position })) },
    instances: best.units.map((u) => u.instanceId),
  }];
}
