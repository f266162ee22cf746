import { DEPLOY_SLOTS } from '../board';
import type { Rng } from '../rng';
import type { BattleCatalog, TeamInput, UnitCard } from '../types';
import { scoreAgainstField, type FieldScore, type SearchField } from './searchField';

/** A team as the lab searches it: distinct cards and their deployment slots, index-aligned, all at one level. */
export interface LabTeam {
  cards: readonly string[];
  slots: readonly number[];
}

/** The lab team as a battle team at `level`. */
export function labTeamInput(team: LabTeam, level: number): TeamInput {
  return { units: team.cards.map((cardId, i) => ({ cardId, level, position: team.slots[i]! })) };
}

/** A readable one-line form: `card@slot`, by slot. */
export function labTeamText(team: LabTeam): string {
  return team.cards.map((c, i) => [c, team.slots[i]!] as const).sort((a, b) => a[1] - b[1]).map(([c, s]) => `${c}@${s}`).join(' ');
}

/** What the search may choose from: for each slot of the line-up, the cards allowed there (e.g. one rarity each). */
export type LabPools = readonly (readonly UnitCard[])[];

/** A random team: one distinct card per pool entry, on distinct random slots. */
export function randomLabTeam(pools: LabPools, rng: Rng): LabTeam {
  const cards: string[] = [];
  for (const pool of pools) {
    const left = pool.filter((c) => !cards.includes(c.id));
    cards.push(left[rng.int(left.length)]!.id);
  }
  const free = Array.from({ length: DEPLOY_SLOTS }, (_, s) => s);
  const slots = cards.map(() => free.splice(rng.int(free.length), 1)[0]!);
  return { cards, slots };
}

/** One random change: another card from the same pool, a unit moved to a free slot, or two units swapping slots. */
export function mutateLabTeam(team: LabTeam, pools: LabPools, rng: Rng): LabTeam {
  const cards = [...team.cards];
  const slots = [...team.slots];
  const i = rng.int(cards.length);
  const kind = rng.int(3);
  if (kind === 0) {
    const left = pools[i]!.filter((c) => !cards.includes(c.id));
    if (left.length > 0) cards[i] = left[rng.int(left.length)]!.id;
  } else if (kind === 1) {
    const free = Array.from({ length: DEPLOY_SLOTS }, (_, s) => s).filter((s) => !slots.includes(s));
    if (free.length > 0) slots[i] = free[rng.int(free.length)]!;
  } else if (cards.length > 1) {
    const j = (i + 1 + rng.int(cards.length - 1)) % cards.length;
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return { cards, slots };
}

/** A team the search visited, with its score against the search field. */
export interface LabCandidate {
  team: LabTeam;
  score: FieldScore;
}

/** Search bounds. */
export interface LabSearchOptions {
  restarts: number;
  /** Mutations tried per restart (each is one evaluation against the whole field). */
  steps: number;
  level: number;
}

/**
 * The balance lab's search over card choices (one card of each pool) and slots, at one level. Hill climbing with restarts: from a random team, keep any mutation that scores at least as well against the
 * field. Deterministic for the rng's state. Returns every distinct team kept on the way (the climb's path), best
 * first, so the caller can re-judge the strongest on a held-out field (the search score flatters the winner).
 */
export function searchTeams(pools: LabPools, field: SearchField, catalog: BattleCatalog, rng: Rng, options: LabSearchOptions): LabCandidate[] {
  const kept = new Map<string, LabCandidate>();
  const judge = (team: LabTeam): LabCandidate => ({ team, score: scoreAgainstField(labTeamInput(team, options.level), field, catalog) });
  for (let r = 0; r < options.restarts; r++) {
    let current = judge(randomLabTeam(pools, rng));
    kept.set(labTeamText(current.team), current);
    for (let s = 0; s < options.steps; s++) {
      const next = judge(mutateLabTeam(current.team, pools, rng));
      if (next.score.rate >= current.score.rate) {
        current = next;
        kept.set(labTeamText(next.team), next);
      }
    }
  }
  return [...kept.values()].sort((a, b) => b.score.rate - a.score.rate);
}
