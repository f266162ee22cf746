import type { UnitCard } from '../../../src/engine';
import { seededRandom } from '../seededRandom';
import { weaponFor, type Weapon } from './weapons';

/** Body shapes, one per combat role (the card's first family). */
export type Body = 'warrior' | 'mage' | 'assassin' | 'guardian';
/** Creature heads for cards that are neither human nor elemental. */
export const CREATURES = ['orc', 'troll', 'goblin', 'lizard', 'wolf', 'skull', 'spider', 'turtle', 'construct', 'demon', 'masked'] as const;
/** One creature head kind. */
export type Creature = (typeof CREATURES)[number];
/** What a head is: a human face, a living element, or a creature. */
export type Head = { kind: 'human' } | { kind: 'elemental' } | { kind: 'creature'; creature: Creature };

/**
 * Creatures whose name says what they are (a wolf rider is a wolf); other creature cards get one from their id's
 * seed. Names only steer the look: the card data stays the single source of what a card is.
 */
const CREATURE_HINTS: Readonly<Record<string, Creature>> = {
  orc_brute: 'orc', pit_fighter: 'troll', dune_raider: 'lizard', wolf_rider: 'wolf', bone_reaver: 'skull',
  snake_cultist: 'lizard', bandit_archer: 'goblin', night_blade: 'demon', nightmare: 'demon', widow_queen: 'spider',
  turtle_warden: 'turtle', bog_troll: 'troll', iron_golem: 'construct', grave_warden: 'skull', frost_adept: 'goblin',
  silent_oracle: 'masked', dream_weaver: 'masked', void_warlock: 'demon',
};

/** Everything that decides how a card's character is drawn; a pure function of the card. */
export interface CharacterSpec {
  body: Body;
  head: Head;
  weapon: Weapon;
  /** Seeded picks (0..n-1) for the variable parts: skin, hair, headgear, eyes, mouth, markings. */
  skin: number;
  hair: number;
  headgear: number;
  eyes: number;
  mouth: number;
  mark: number;
}

/** The character of a card: body by role, head by race, weapon by first skill, the rest seeded by the card id. */
export function characterSpec(card: UnitCard): CharacterSpec {
  const rnd = seededRandom(`character:${card.id}`);
  const pick = (n: number) => Math.floor(rnd() * n);
  const body = card.families[0] as Body;
  const head: Head = card.families.includes('human')
    ? { kind: 'human' }
    : card.families.includes('elemental')
      ? { kind: 'elemental' }
      : { kind: 'creature', creature: CREATURE_HINTS[card.id] ?? CREATURES[pick(CREATURES.length)]! };
  return { body, head, weapon: weaponFor(card), skin: pick(5), hair: pick(7), headgear: pick(3), eyes: pick(3), mouth: pick(3), mark: pick(4) };
}
