import { FAMILIES, RULES, type Family, type UnitCard } from '../../engine';
import { cardCatalog } from '../../content';
import { deployCells } from './deployGrid';
import { teamSynergies } from './teamSynergies';
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

/**
 * Rows a theme's own cards take first: the middle rows are the safest (flanked on both sides), the edge rows reach
 * the enemy's back line soonest (assassins flank there). Other cards take the rows top to bottom.
 */
const THEME_ROWS: Readonly<Partial<Record<Family, readonly number[]>>> = {
  warrior: [1, 2, 0, 3],
  guardian: [1, 2, 0, 3],
  mage: [1, 2, 0, 3],
  assassin: [0, 3, 1, 2],
  // Humans fill from the lower middle row, so a human preset of warrior-humans never stands like the warrior one.
  human: [2, 1, 3, 0],
};

/**
 * Places copies on the deploy grid by role, trying the role's column first, then the ones behind, then in front.
 * With a `theme`, that family's cards are placed first and take its rows first ({@link THEME_ROWS}), so each
 * theme's preset stands differently even when the cards are the same.
 */
export function placeByRole(copies: readonly PresetCopy[], theme?: Family): (PresetCopy & { position: number })[] {
  const cells = deployCells();
  const taken = new Set<number>();
  const inTheme = (copy: PresetCopy) => theme !== undefined && (cardCatalog.units.get(copy.cardId)?.families.includes(theme) ?? false);
  const rows = theme ? THEME_ROWS[theme] : undefined;
  const placed = new Map<PresetCopy, number>();
  for (const copy of [...copies.filter(inTheme), ...copies.filter((c) => !inTheme(c))]) {
    const card = cardCatalog.units.get(copy.cardId);
    const want = card ? depthOf(card) : 0;
    const order = rows && inTheme(copy) ? [...cells].sort((a, b) => rows.indexOf(a.row) - rows.indexOf(b.row)) : cells;
    let cell: (typeof cells)[number] | undefined;
    for (const depth of [want, want + 1, want + 2, want - 1, want - 2]) {
      cell = order.find((c) => c.depth === depth && !taken.has(c.slot));
      if (cell) break;
    }
    if (!cell) throw new Error('no free deployment slot');
    taken.add(cell.slot);
    placed.set(copy, cell.slot);
  }
  return copies.map((copy) => ({ ...copy, position: placed.get(copy)! }));
}

/** Two presets field the same cards on the same cells. */
function sameLayout(a: PresetTeam, b: PresetTeam): boolean {
  const key = (p: PresetTeam) => p.units.map((u) => `${u.instanceId}@${u.position}`).sort().join(',');
  return key(a) === key(b);
}

/**
 * A preset per synergy theme the player can field: the strongest copy of each distinct family card (the engine
 * counts distinct cards), up to a full team, then the strongest other distinct cards to fill it; deployed by role
 * with the theme's cards on the theme's rows. Themes whose synergy the player can switch on come first and alone;
 * with none, every family the player has a card of. A preset standing exactly like an earlier one is left out, so
 * no two presets are the same team.
 */
export function presetTeams(owned: readonly PresetCopy[]): PresetTeam[] {
  const best = new Map<string, { copy: PresetCopy; power: number }>();
  for (const copy of owned) {
    const power = unitPower(copy.cardId, copy.level);
    const held = best.get(copy.cardId);
    if (!held || power > held.power) best.set(copy.cardId, { copy, power });
  }
  const ranked = [...best.values()].sort((a, b) => b.power - a.power || a.copy.cardId.localeCompare(b.copy.cardId));
  const all: PresetTeam[] = [];
  for (const family of FAMILIES) {
    const members = ranked.filter((r) => cardCatalog.units.get(r.copy.cardId)?.families.includes(family)).slice(0, RULES.team.maxUnits);
    if (members.length === 0) continue;
    const others = ranked.filter((r) => !members.includes(r)).slice(0, RULES.team.maxUnits - members.length);
    all.push({ family, units: placeByRole([...members, ...others].map((r) => r.copy), family), familyCards: members.length });
  }
  const active = all.filter((p) => teamSynergies(p.units).some((s) => s.family === p.family && s.level > 0));
  const presets: PresetTeam[] = [];
  for (const preset of active.length > 0 ? active : all) if (!presets.some((p) => sameLayout(p, preset))) presets.push(preset);
  return presets;
}
