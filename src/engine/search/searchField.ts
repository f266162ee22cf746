import { playoutBatch } from '../playoutBatch';
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
 * One team's results against one opponent, per seed: each seed is one observation, the mean of its two games
 * (0, ¼, ½, ¾ or 1), summed with its square so an interval can be drawn from the spread between seeds.
 */
export interface SeedTally {
  seeds: number;
  sum: number;
  sumSquares: number;
}

/** Plays `team` against `other` on each seed, once on either side (so the left side's edge cancels). */
export function tallyAgainst(team: TeamInput, other: TeamInput, seeds: readonly number[], catalog: BattleCatalog): SeedTally {
  // Every seed on the left, then every seed on the right: batches take turns on one instance, so each plays in a run.
  const left = playoutBatch([team, other], catalog);
  const points = seeds.map((seed) => { const a = left.play(seed); return a === 0 ? 2 : a === null ? 1 : 0; });
  const right = playoutBatch([other, team], catalog);
  let sum = 0;
  let sumSquares = 0;
  for (let k = 0; k < seeds.length; k++) {
    const b = right.play(seeds[k]!);
    const x = (points[k]! + (b === 1 ? 2 : b === null ? 1 : 0)) / 4;
    sum += x;
    sumSquares += x * x;
  }
  return { seeds: seeds.length, sum, sumSquares };
}

/** The opponent's side of a tally: the same games, each seed's observation x becoming 1 − x. */
export function reverseTally(t: SeedTally): SeedTally {
  return { seeds: t.seeds, sum: t.seeds - t.sum, sumSquares: t.seeds - 2 * t.sum + t.sumSquares };
}

/**
 * Plays `team` against field teams `from`..`to` as playouts, each seed on both sides so the left side's edge
 * cancels (a team scores exactly ½ against its mirror).
 */
export function scoreAgainstField(team: TeamInput, field: SearchField, catalog: BattleCatalog, from = 0, to = field.teams.length): FieldScore {
  let sum = 0;
  let seeds = 0;
  for (let i = from; i < to; i++) {
    const t = tallyAgainst(team, field.teams[i]!, field.seeds[i]!, catalog);
    sum += t.sum;
    seeds += t.seeds;
  }
  // Quarters sum exactly, so this equals points / (2 × games) to the last bit.
  return { rate: sum / Math.max(1, seeds), games: 2 * seeds };
}
