import { synergyLevel, type Family, type SynergyEffectParams, type UnitStats } from '../../src/engine';
import type { BalanceCandidate } from './balanceCandidate';

/** One strong archetype of a judged report seed, as the lab's `--json` writes it (rate with its 95% interval). */
export interface JudgedEntry {
  key: string;
  cards: readonly string[];
  rate: number;
  low: number;
  high: number;
}

/** One report seed's strong pool, as the lab judged it. */
export interface JudgedSeed {
  seed: number;
  pool: readonly JudgedEntry[];
}

/** A synergy as the tuner moves it: its family, thresholds and the numbers the candidate plays. */
export interface TuneSynergy {
  id: string;
  family: Family;
  thresholds: readonly number[];
  params: SynergyEffectParams;
  /** The smallest difference the engine plays in its numbers: 1 for a flat bonus, 0.001 for a fraction (permille). */
  resolution: number;
}

/** The update rule's numbers. */
export interface TuneRules {
  /** Archetypes whose rate is at or above this have their cards and active synergies made weaker. */
  over: number;
  /** Archetypes whose rate is at or below this have their cards and active synergies made stronger. */
  under: number;
  /** The smallest step (a fraction: 0.01 is 1%). */
  minStep: number;
  /** The largest weakening step. */
  maxNerf: number;
  /** The largest strengthening step. */
  maxBuff: number;
  /** Step per unit of pressure (the mean over seeds of the rate points over `over` or under `under`). */
  gain: number;
  /** Card multipliers stay within 1 ± this (of the rules version's numbers). */
  limit: number;
}

/** The tuner's defaults: archetypes at 62%+ a little weaker (1–3%), those at 40% or less a little stronger (1–2%). */
export const TUNE_RULES: TuneRules = { over: 0.62, under: 0.4, minStep: 0.01, maxNerf: 0.03, maxBuff: 0.02, gain: 0.5, limit: 0.2 };

/** One move of a step: a card's stat or a synergy's numbers multiplied by `factor`. */
export interface TuneChange {
  kind: 'card' | 'synergy';
  id: string;
  /** The card's stat, or `params` for every number of a synergy. */
  stat: keyof UnitStats | 'params';
  factor: number;
}

/** The stat a card's strength is moved by: the attack of warriors and assassins, mages' magic, guardians' health. */
export function mainStat(role: Family): keyof UnitStats {
  return role === 'mage' ? 'magic' : role === 'guardian' ? 'health' : 'attack';
}

/** The highest 95% upper bound over the seeds judged, and how many archetypes (over all seeds) are above `goal`. */
export function candidateScore(seeds: readonly JudgedSeed[], goal: number): { highest: number; over: number } {
  let highest = 0;
  let over = 0;
  for (const s of seeds) {
    for (const e of s.pool) {
      highest = Math.max(highest, e.high);
      if (e.high > goal) over++;
    }
  }
  return { highest, over };
}

const round4 = (x: number): number => Math.round(x * 10000) / 10000;
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/**
 * The factor for a pressure: weaker (1 − step) when anything pushes down, else stronger (1 + step) when anything
 * pushes up, else none; the step grows with the pressure from `minStep` to its cap.
 */
function factorOf(down: number, up: number, rules: TuneRules): number | null {
  if (down > 0) return 1 - clamp(rules.minStep + rules.gain * down, rules.minStep, rules.maxNerf);
  if (up > 0) return 1 + clamp(rules.minStep + rules.gain * up, rules.minStep, rules.maxBuff);
  return null;
}

/**
 * One step of the balance tuner: from a candidate and its judged pools, every card of an archetype at or over
 * `rules.over` a little weaker (its main stat, {@link mainStat}) and every card only in archetypes at or under
 * `rules.under` a little stronger; likewise each synergy by the archetypes in which it is active (weighted by its
 * level). All lines move at once, each step 1–3% growing with how far (and on how many seeds) they stand out.
 * Pure: the same inputs give the same candidate.
 */
export function tuneStep(
  candidate: BalanceCandidate, seeds: readonly JudgedSeed[], families: ReadonlyMap<string, readonly Family[]>,
  synergies: readonly TuneSynergy[], rules: TuneRules = TUNE_RULES,
): { next: BalanceCandidate; changes: TuneChange[] } {
  const n = Math.max(1, seeds.length);
  const down = new Map<string, number>();
  const up = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, x: number): void => {
    m.set(k, (m.get(k) ?? 0) + x / n);
  };
  // A rate exactly at a line still pushes (the smallest step), hence the floor on the pressure.
  const TINY = 1e-9;
  for (const s of seeds) {
    for (const e of s.pool) {
      const side = e.rate >= rules.over ? down : e.rate <= rules.under ? up : null;
      if (side === null) continue;
      const pressure = Math.max(TINY, side === down ? e.rate - rules.over : rules.under - e.rate);
      for (const c of new Set(e.cards)) add(side, `card:${c}`, pressure);
      for (const syn of synergies) {
        const level = synergyLevel(syn.thresholds, new Set(e.cards.filter((c) => families.get(c)?.includes(syn.family))).size);
        if (level > 0) add(side, `synergy:${syn.id}`, level * pressure);
      }
    }
  }
  const changes: TuneChange[] = [];
  const cards: Record<string, Partial<Record<keyof UnitStats, number>>> = Object.fromEntries(Object.entries(candidate.cards).map(([id, m]) => [id, { ...m }]));
  for (const id of [...new Set([...down.keys(), ...up.keys()])].filter((k) => k.startsWith('card:')).map((k) => k.slice(5)).sort()) {
    const factor = factorOf(down.get(`card:${id}`) ?? 0, up.get(`card:${id}`) ?? 0, rules);
    const role = families.get(id)?.[0];
    if (factor === null || role === undefined) continue;
    const stat = mainStat(role);
    const was = cards[id]?.[stat] ?? 1;
    const now = round4(clamp(was * factor, 1 - rules.limit, 1 + rules.limit));
    if (now === was) continue;
    cards[id] = { ...cards[id], [stat]: now };
    changes.push({ kind: 'card', id, stat, factor: round4(now / was) });
  }
  const synergyParams: Record<string, SynergyEffectParams> = { ...candidate.synergies };
  for (const syn of synergies) {
    // A synergy is in most lines, over and under: it moves by the balance of the two pressures.
    const net = (down.get(`synergy:${syn.id}`) ?? 0) - (up.get(`synergy:${syn.id}`) ?? 0);
    const factor = factorOf(Math.max(0, net), Math.max(0, -net), rules);
    if (factor === null) continue;
    // The engine plays its numbers at its resolution: each moves by at least one step of it, unless that step is
    // more than the largest step allowed (a flat +3 defence cannot move by 1–3%), then it stays.
    const moved = Object.entries(syn.params).map(([k, was]) => {
      const q = syn.resolution;
      let now = round4(Math.round((was * factor) / q) * q);
      if (now === was) now = round4(was + (factor < 1 ? -q : q));
      return [k, Math.abs(now - was) > 2 * Math.max(rules.maxNerf, rules.maxBuff) * was ? was : now] as const;
    });
    if (moved.every(([k, v]) => v === syn.params[k as keyof SynergyEffectParams])) continue;
    synergyParams[syn.id] = Object.fromEntries(moved);
    changes.push({ kind: 'synergy', id: syn.id, stat: 'params', factor: round4(factor) });
  }
  return { next: { roles: candidate.roles, cards, synergies: synergyParams }, changes };
}
