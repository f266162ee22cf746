import type { UnitCard } from '../../engine';
import { ROLE_TEMPLATES, type Role } from './classTemplates';

/** A card's combat role: the one of its families that is a role (warrior, mage, assassin, guardian); throws if none. */
export function roleOf(card: UnitCard): Role {
  const role = card.families.find((f): f is Role => f in ROLE_TEMPLATES);
  if (!role) throw new Error(`card "${card.id}" has no role family`);
  return role;
}
