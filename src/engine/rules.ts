/**
 * Every number of the battle rules lives here; docs/GAME_RULES.md explains each one. Ratios are in permille
 * (1000 = 100%) and every product with a permille factor is floored at once (see {@link permille}).
 */
export const RULES = {
  /**
   * Version of these rules, the one new battles are played under. Older versions still listed in versions.ts
   * stay playable and verifiable; an input naming any other version is refused. 2: the compact battle hash.
   * 3: move then attack, and the rebalanced card set. 4: version 3's rules with another card set (the balance lab's).
   */
  version: 4,
  board: {
    /** Columns (x) of the board; team 0 deploys on the left, team 1 on the right. */
    width: 7,
    /** Rows (y) of the board. */
    height: 4,
    /** Columns of a team's deployment zone (front, middle, back). */
    deployColumns: 3,
    /** x of team 0's front column; team 1's front column is `width - 1 - team0Front`. */
    team0Front: 2,
  },
  team: {
    /** Fewest units a team may field. */
    minUnits: 1,
    /** Most units a team may field. */
    maxUnits: 6,
  },
  level: {
    /** Lowest unit level. */
    min: 1,
    /** Highest unit level. */
    max: 10,
    /** Permille of a base stat (not speed) added per level above 1. */
    perLevel: 100,
  },
  combat: {
    /** Rounds after which the turn cap decides the battle. */
    maxRounds: 30,
    /** First round of overtime; from then on all damage grows by `overtimeStep` per round. */
    overtimeFrom: 8,
    /** Permille added to all damage per round of overtime (round - overtimeFrom + 1 steps). */
    overtimeStep: 200,
    /** Damage reduction constant: mitigated = raw * K / (K + defence). */
    mitigationK: 100,
    /** Critical hit chance of every unit, permille. */
    baseCritChance: 50,
    /** Critical hit multiplier of every unit, permille. */
    baseCritDamage: 1500,
    /** Damage bonus of an attacker whose element beats the target's, permille. */
    elementAdvantage: 250,
    /** Damage malus of an attacker whose element is beaten by the target's, permille. */
    elementDisadvantage: 150,
    /** Smallest damage a hit or damage tick can do. */
    minDamage: 1,
    /** Chance that a blinded unit's basic attack misses is the blind status's value; this is the cap. */
    maxMissChance: 900,
    /** Effective speed never drops below this share (permille) of the unit's speed, whatever slows it. */
    minSpeedShare: 100,
    /** The damage amplification factor (permille) never drops below this, however much reduction stacks. */
    minDamageFactor: 100,
  },
} as const;

/** The rules version this engine implements. */
export const RULES_VERSION = RULES.version;
