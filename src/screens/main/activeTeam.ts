import type { SavedTeam } from '../../contracts/teams/savedTeam';

/**
 * The team the lobby shows and the mode screens pick first: the defence team when it has units (the one the
 * player chose to stand for them), else the lowest slot that has units; null when no team has any.
 */
export function activeTeam(teams: readonly SavedTeam[]): SavedTeam | null {
  const playable = teams.filter((team) => team.units.length > 0);
  return playable.find((team) => team.defence) ?? [...playable].sort((a, b) => a.slot - b.slot)[0] ?? null;
}
