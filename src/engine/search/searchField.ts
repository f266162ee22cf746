import { Playouts } from '../outcome';
import type { Rng } from '../rng';
import type { BattleCatalog, TeamInput } from '../types';

/** Opponents and the seeds each is played with (common to every candidate, so candidates are compared on the same games). */
export interface SearchField {
  teams: readonly TeamInput[];
  /** Per field team, the battle seeds; each seed is played twice, the candidate on either side. */
  seeds: readonly (readonly number[])[];
}

/** Builds a field: the given teams, each with `seedsPerTeam` seeds drawn from `rng`. */
export function searchField(teams: readonly TeamInput[], seedsPerTeam: number, rng: Rng): SearchField {
  return { teams, seeds: teams.map(() => Array.from({ length: seedsPerTeam }, () => rng.nextU32())) };
}

/** Win rate (a draw counts half) and games of one team against a field. */
export interface FieldScore {
  rate: number;
  games: number;
}

/**
 * Plays `team` against field teams `from`..`to` as playouts, each seed on both sides so the left side's edge
 * cancels (a team scores exactly ½ against its mirror).
 */
export function scoreAgainstField(team: TeamInput, field: SearchField, catalog: BattleCatalog, from = 0, to = field.teams.length): FieldScore {
  let points = 0;
  let games = 0;
  for (let i = from; i < to; i++) {
    const other = field.teams[i]!;
    const left = new Playouts([team, other], catalog);
    const right = new Playouts([other, team], catalog);
    for (const seed of field.seeds[i]!) {
      const a = left.play(seed);
      const b = right.play(seed);
      points += (a === 0 ? 2 : a === null ? 1 : 0) + (b === 1 ? 2 : b === null ? 1 : 0);
      games += 2;
    }
  }
  return { rate: points / (2 * Math.max(1, games)), games };
}
