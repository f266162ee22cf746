import { FAMILIES, RULES, type Family, type UnitCard } from '../../engine';
import { cardCatalog } from '../../content';
import { deployCells } from './deployGrid';
import { unitPower } from './unitPower';

/** One owned copy a preset may use. */
export interface PresetCopy {
  instanceId: string;
  cardId: string;
  level: number;
}

/** A ready-made team around one synergy family, built from the player's own copies. */
export interface PresetTeam {
  family: Family;
  units: (PresetCopy & { position: number })[];
  /** Distinct cards of the family in it. */
  familyCards: number;
}

/** How far from the enemy each role stands (0 front): melee in front, assassins behind them, mages at the back. */
const ROLE_DEPTH: Readonly<Partial<Record<Family, number>>> = { warrior: 0, guardian: 0, assassin: 1, mage: 2 };

function depthOf(card: UnitCard): number {
  for (const f of card.families) if (ROLE_DEPTH[f] !== undefined) return ROLE_DEPTH[f]!;
  return 0;
}

/** Places copies on the deploy grid by role, trying the role's column first, then the ones behind, then in front. */
export function placeByRole(copies: readonly PresetCopy[]): (PresetCopy & { position: number })[] {
  const cells = deployCells();
  const taken = new Set<number>();
  return copies.map((copy) => {
    const card = cardCatalog.units.get(copy.cardId);
    const want = card ? depthOf(card) : 0;
    for (const depth of [want, want + 1, want + 2, want - 1, want - 2]) {
      const cell = cells.find((c) => c.depth === depth && !taken.has(c.slot));
      if (!cell) continue;
      taken.add(cell.slot);
      return { ...copy, position: cell.slot };
    }
    throw new Error('no free deployment slot');
  });
}

/**
 * A preset per synergy family the player can field (at least one card of it): the strongest copy of each
 * distinct family card (the engine counts distinct cards), up to a full team, then the strongest other distinct
 * cards to fill it; deployed by role. Families the player has no card of are left out.
 */
export function presetTeams(owned: readonly PresetCopy[]): PresetTeam[] {
  const best = new Map<string, { copy: PresetCopy; power: number }>();
  for (const copy of owned) {
    const power = unitPower(copy.cardId, copy.level);
    const held = best.get(copy.cardId);
    if (!held || power > held.power) best.set(copy.cardId, { copy, power });
  }
  const ranked = [...best.values()].sort((a, b) => b.power - a.power || a.copy.cardId.localeCompare(b.copy.cardId));
  const presets: PresetTeam[] = [];
  for (const family of FAMILIES) {
    const members = ranked.filter((r) => cardCatalog.units.get(r.copy.cardId)?.families.includes(family)).slice(0, RULES.team.maxUnits);
    if (members.length === 0) continue;
    const others = ranked.filter((r) => !members.includes(r)).slice(0, RULES.team.maxUnits - members.length);
    presets.push({ family, units: placeByRole([...members, ...others].map((r) => r.copy)), familyCards: members.length });
  }
  return presets;
}
