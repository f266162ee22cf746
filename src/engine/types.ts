import type { Synergy } from './synergies/registry';

/** Elements; fire > wind > earth > water > fire, and light and dark each beat the other. */
export const ELEMENTS = ['fire', 'water', 'earth', 'wind', 'light', 'dark'] as const;
/** A unit's element. */
export type Element = (typeof ELEMENTS)[number];

/** How damage is mitigated: physical by defence, magic by magic resistance, true not at all. */
export type DamageType = 'physical' | 'magic' | 'true';

/** The six synergy families. */
export const FAMILIES = ['warrior', 'mage', 'human', 'assassin', 'elemental', 'guardian'] as const;
/** A synergy family a unit belongs to. */
export type Family = (typeof FAMILIES)[number];

/** Card rarities, lowest first. */
export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
/** A card's rarity. */
export type Rarity = (typeof RARITIES)[number];

/** The six stats of a unit card at level 1 (integers). */
export interface UnitStats {
  attack: number;
  defense: number;
  magic: number;
  magicResistance: number;
  speed: number;
  health: number;
}

/** Which enemy a unit chooses as its target; see docs/GAME_RULES.md "Targeting". */
export type TargetingRule = 'nearest' | 'weakest' | 'farthest';

/** A unit card as the engine needs it (content supplies these; names and texts live in the locales). */
export interface UnitCard {
  id: string;
  families: readonly Family[];
  element: Element;
  rarity: Rarity;
  stats: UnitStats;
  /** Damage type of the basic attack; physical scales with attack, magic with magic. */
  attackType: 'physical' | 'magic';
  /** Basic attack range in cells (Chebyshev distance); 1 is melee. */
  range: number;
  targeting: TargetingRule;
  /** One or two skill ids, tried in this order. */
  skills: readonly string[];
}

/** Which units a skill affects (docs/GAME_RULES.md; the module plays each mode). */
export type SkillTargetMode =
  | 'target'
  | 'targetArea'
  | 'weakestEnemy'
  | 'allEnemies'
  | 'self'
  | 'weakestAlly'
  | 'allAllies'
  | 'alliesAround';

/** Status removal classes (SPEC §3 removeType). */
export type RemoveType = 'removeElementChange' | 'removeShield';

/** One effect of a skill, applied to every target in order (the module plays each kind as an opcode). */
export type SkillEffect =
  | { kind: 'damage'; damageType: DamageType; scaling: 'attack' | 'magic'; ratio: number }
  | { kind: 'heal'; ratio: number }
  | { kind: 'applyStatus'; status: string; chance?: number }
  | { kind: 'removeStatuses'; removeType: RemoveType }
  | { kind: 'createField'; status: string };

/** A skill as data: ratios and chances in permille, cooldowns in the caster's turns. */
export interface SkillSpec {
  id: string;
  target: SkillTargetMode;
  /** Cells from the caster (for target, targetArea, weakestEnemy, weakestAlly). */
  range: number;
  /** Cells around the target (targetArea) or caster (alliesAround). */
  radius?: number;
  /** Turns between casts. */
  cooldown: number;
  /** Turns before the first cast. */
  initialCooldown: number;
  effects: readonly SkillEffect[];
}

/** The cards and skills a battle may reference; content builds this, the engine only reads it. */
export interface BattleCatalog {
  units: ReadonlyMap<string, UnitCard>;
  skills: ReadonlyMap<string, SkillSpec>;
  /** The card set an older rules version was played with, by version (a stored battle re-runs against its own). */
  olderVersions?: ReadonlyMap<number, BattleCatalog>;
  /**
   * Synergies to play instead of the rules version's: the balance lab judges a candidate card set with its own
   * synergy numbers (`npm run balance -- --candidate`); the game's catalogs never set it.
   */
  synergies?: readonly Synergy[];
}

/** One unit of a team in a battle input. */
export interface UnitInput {
  cardId: string;
  level: number;
  /** Deployment slot 0..11: column = floor(slot / 4) (0 front, 2 back), row = slot % 4. */
  position: number;
}

/** A team in a battle input. */
export interface TeamInput {
  units: readonly UnitInput[];
}

/** Everything that decides a battle. */
export interface BattleInput {
  /** 32-bit unsigned seed of the battle RNG. */
  seed: number;
  teams: readonly [TeamInput, TeamInput];
  rulesVersion: number;
}

/** A side: 0 or 1. */
export type Team = 0 | 1;
