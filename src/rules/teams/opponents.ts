import { RULES, Rng, type TeamInput } from '../../engine';
import { randomBalancedTeams } from '../../content';

/** A team's size and the mean level of its units (rounded), for a fair generated opponent. */
export function opponentShape(team: TeamInput): { size: number; level: number } {
  const size = Math.max(RULES.team.minUnits, Math.min(RULES.team.maxUnits, team.units.length));
  const mean = team.units.reduce((sum, u) => sum + u.level, 0) / Math.max(1, team.units.length);
  return { size, level: Math.max(RULES.level.min, Math.min(RULES.level.max, Math.round(mean))) };
}

/**
 * A random balanced opponent for a win-odds preview: the content's balanced-team generator, as many units as the
 * player's team at its mean level, reproducible from `seed`.
 */
export function randomOpponent(team: TeamInput, seed: number): TeamInput {
  const { size, level } = opponentShape(team);
  return randomBalancedTeams(new Rng(seed), size, level)[1];
}
