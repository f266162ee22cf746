import { RULES, type BattleCatalog, type LabTeam } from '../../src/engine';
import { roleOf, type Role } from '../../src/content';

/** One letter per combat role (a card's role is its role family): assassin, guardian, mage, warrior. */
const ROLE_LETTER: Readonly<Record<Role, string>> = { assassin: 'A', guardian: 'G', mage: 'M', warrior: 'W' };

/** How the report explains the key. */
export const ARCHETYPE_TEXT = 'the roles in its front line, then the roles behind it, e.g. `AAAA · MW`: four assassins in front, a mage and a warrior behind (A assassin, G guardian, M mage, W warrior)';

/**
 * A lab team's archetype: the roles of its front line (the front-most deployment column it occupies, which an
 * empty front closes onto, so it is the line that meets the enemy) and the roles behind it, each sorted. The same
 * roles in other rows, other cards of those roles, and the units behind in other columns count as one archetype:
 * a near-mirror of a team plays it at about 50% and would only dilute the pool.
 */
export function archetypeKey(team: LabTeam, catalog: BattleCatalog): string {
  const rows = RULES.board.height;
  const front = Math.min(...team.slots.map((s) => Math.floor(s / rows)));
  const inFront: string[] = [];
  const behind: string[] = [];
  team.cards.forEach((id, i) => {
    const card = catalog.units.get(id);
    if (card === undefined) throw new Error(`unknown card "${id}"`);
    (Math.floor(team.slots[i]! / rows) === front ? inFront : behind).push(ROLE_LETTER[roleOf(card)]);
  });
  return `${inFront.sort().join('')} · ${behind.sort().join('') || '–'}`;
}
