import { Battle, RULES, SYNERGY_DEFINITIONS, SynergyRegistry, synergyLevel, type Family } from '../../engine';
import { cardCatalog } from '../../content';
import type { FormationUnit } from '../../contracts/teams/formationUnit';

/** One synergy's standing in a team: the engine's count against each threshold. */
export interface SynergyStanding {
  synergy: string;
  family: Family;
  /** Distinct cards of the family, counted by the engine itself. */
  count: number;
  thresholds: readonly number[];
  /** Thresholds reached (0 = inactive). */
  level: number;
  /** The next threshold to reach, or null when every level is active. */
  next: number | null;
}

// Every synergy again, with thresholds 1, 2, … maxUnits: the level the engine reports is then exactly its count,
// so the counting rule (distinct cards of the family) stays the engine's own and is never re-implemented here.
const registry = new SynergyRegistry();
const countingSynergies = SYNERGY_DEFINITIONS.map((d) =>
  registry.create({ ...d, thresholds: Array.from({ length: RULES.team.maxUnits }, (_, i) => i + 1) }),
);

/** How many distinct cards of each family the engine counts in a team (families with none are left out). */
export function synergyCounts(units: readonly FormationUnit[]): Map<Family, number> {
  const counts = new Map<Family, number>();
  if (units.length === 0) return counts;
  const team = { units };
  const battle = new Battle({ seed: 0, rulesVersion: RULES.version, teams: [team, team] }, cardCatalog, { synergies: countingSynergies });
  const start = battle.next()[0];
  if (start?.type !== 'battleStart') throw new Error('the engine did not open with battleStart');
  for (const s of start.synergies) if (s.team === 0) counts.set(s.family, s.level);
  return counts;
}

/** Every synergy of the game with the team's count, level and next threshold, in the engine's order. */
export function teamSynergies(units: readonly FormationUnit[]): SynergyStanding[] {
  const counts = synergyCounts(units);
  return SYNERGY_DEFINITIONS.map((d) => {
    const count = counts.get(d.family) ?? 0;
    const level = synergyLevel(d.thresholds, count);
    return { synergy: d.id, family: d.family, count, thresholds: d.thresholds, level, next: d.thresholds[level] ?? null };
  });
}
