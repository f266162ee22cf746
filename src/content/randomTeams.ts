// The rules' own module, not the engine's index: the battle route draws random teams without loading the engine.
import { RULES } from '../engine/rules';
import type { BattleInput, Rarity, Rng, TeamInput, UnitCard, UnitInput } from '../engine';
import { UNIT_CARDS } from './catalog';

/** Column (0 front, 1 middle, 2 back) each role deploys to in generated teams. */
const PREFERRED_COLUMN: Readonly<Record<string, number>> = { warrior: 0, guardian: 0, assassin: 1, mage: 2 };

const BY_RARITY = new Map<Rarity, UnitCard[]>();
for (const card of UNIT_CARDS) {
  const list = BY_RARITY.get(card.rarity) ?? [];
  list.push(card);
  BY_RARITY.set(card.rarity, list);
}
const RARITY_POOL: readonly Rarity[] = [...BY_RARITY.keys()];

/** Deploys cards by role (warriors and guardians front, assassins middle, mages back; random free row). */
export function deployByRole(cards: readonly UnitCard[], level: number, rng: Rng): TeamInput {
  const rows = RULES.board.height;
  const taken = new Set<number>();
  const units: UnitInput[] = cards.map((card) => {
    const column = PREFERRED_COLUMN[card.families[0] ?? 'warrior'] ?? 0;
    // Try the preferred column, then the columns behind, then in front.
    for (const c of [column, column + 1, column + 2, column - 1, column - 2]) {
      if (c < 0 || c >= RULES.board.deployColumns) continue;
      const free = [...Array(rows).keys()].map((r) => c * rows + r).filter((p) => !taken.has(p));
      if (free.length === 0) continue;
      const position = free[rng.int(free.length)]!;
      taken.add(position);
      return { cardId: card.id, level, position };
    }
    throw new Error('no free deployment slot');
  });
  return { units };
}

/**
 * Two random teams of `size` distinct cards with the same rarity line-up and level, deployed by role: the
 * "balanced" battles `npm run simulate`, the benchmark and the property tests play.
 */
export function randomBalancedTeams(rng: Rng, size = 6, level = 1): BattleInput['teams'] {
  const rarities = Array.from({ length: size }, () => RARITY_POOL[rng.int(RARITY_POOL.length)]!);
  const pick = (): UnitCard[] => {
    const chosen = new Set<string>();
    return rarities.map((r) => {
      const pool = BY_RARITY.get(r)!.filter((c) => !chosen.has(c.id));
      const card = pool[rng.int(pool.length)]!;
      chosen.add(card.id);
      return card;
    });
  };
  return [deployByRole(pick(), level, rng), deployByRole(pick(), level, rng)];
}
