import type { CompiledStatus } from './statuses/compiled';
import type { CombatStats } from './events';
import type { Element, Family, SkillSpec, Team, UnitCard } from './types';

/** One status on a unit. */
export interface ActiveStatus {
  status: CompiledStatus;
  /** Holder turns left; -1 permanent. */
  remaining: number;
  /** Shield points left (shield statuses). */
  points: number;
  source: number | null;
  /** Global application sequence; a status applied after the holder's turn began is not counted down that turn. */
  seq: number;
}

/** Sums of all status modifiers on a unit, in permille deltas, as the module last left them (read back after a round). */
export class Modifiers {
  attack = 0;
  magic = 0;
  defense = 0;
  magicResistance = 0;
  speed = 0;
  /** Extra damage taken. */
  damageTaken = 0;
  /** Extra damage dealt. */
  damageDealt = 0;
  critChance = 0;
  missChance = 0;
  /** Status id that stops the unit acting, or null. */
  disabledBy: string | null = null;
  feared = false;
  rooted = false;
  silenced = false;

}

/** A unit during a battle (mutable; owned by one Battle). */
export interface UnitState extends CombatStats {
  uid: number;
  team: Team;
  card: UnitCard;
  level: number;
  families: readonly Family[];
  baseElement: Element;
  element: Element;
  /** `element`'s index in ELEMENTS, always set with it (the hit looks the matchup up by index). */
  elementIndex: number;
  x: number;
  y: number;
  alive: boolean;
  /** Extra damage (permille) on element advantage, from the elemental synergy. */
  elementalBonus: number;
  statuses: ActiveStatus[];
  skills: readonly SkillSpec[];
  cooldowns: number[];
  mods: Modifiers;
  /** Zone (field and aura) modifiers, recomputed at each round start. */
  zoneSpeed: number;
  zoneDamageTaken: number;
  /** Global status sequence when this unit's current turn began. */
  turnSeq: number;
  damageDealt: number;
  damageTaken: number;
  healed: number;
  shielded: number;
}

/** What a synergy's effect needs from the battle it opens: its units, and putting a status on one. */
export interface BattleHost {
  /** All units of the battle, by uid. */
  readonly units: readonly UnitState[];
  /** Puts a status on a unit (refreshing it if present); `points` overrides a shield's points. */
  applyStatus(source: UnitState | null, target: UnitState, status: string | CompiledStatus, points?: number): void;
}

/** A field lying on the board. */
export interface FieldState {
  id: number;
  status: CompiledStatus;
  owner: UnitState;
  x: number;
  y: number;
  /** Rounds left; -1 permanent. */
  remaining: number;
  /** The cells within its radius (bit n: cell n); a field never moves, so they are found once. */
  cells: number;
}
