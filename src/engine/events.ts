import type { DamageType, Element, Family, Team } from './types';

/** A board cell. */
export interface Cell {
  x: number;
  y: number;
}

/** A unit's combat numbers, shared by the start snapshot and the running state. */
export interface CombatStats {
  health: number;
  maxHealth: number;
  attack: number;
  defense: number;
  magic: number;
  magicResistance: number;
  speed: number;
  critChance: number;
  critDamage: number;
}

/** A unit as it stands when the battle starts (after level and synergies). */
export interface UnitSnapshot extends CombatStats {
  /** Battle-local unit id: index in the battle (team 0's units first, in input order). */
  unit: number;
  team: Team;
  cardId: string;
  level: number;
  families: Family[];
  element: Element;
  x: number;
  y: number;
  range: number;
  attackType: 'physical' | 'magic';
  skills: string[];
}

/** A synergy in force for a team. */
export interface ActiveSynergy {
  team: Team;
  synergy: string;
  family: Family;
  /** Distinct cards of the family on the team. */
  count: number;
  level: number;
}

/** What caused damage or healing. */
export type EffectCause = 'attack' | 'skill' | 'status' | 'field';

/** Battle start: full unit snapshots and the active synergies. */
export interface BattleStartEvent {
  type: 'battleStart';
  rulesVersion: number;
  seed: number;
  width: number;
  height: number;
  units: UnitSnapshot[];
  synergies: ActiveSynergy[];
}

/** A synergy took effect for a team (right after battle start). */
export interface SynergyActivatedEvent {
  type: 'synergyActivated';
  team: Team;
  synergy: string;
  level: number;
  /** Units the bonus applies to. */
  units: number[];
}

/** A round begins; `order` is the turn order of the living units. */
export interface RoundStartEvent {
  type: 'roundStart';
  round: number;
  order: number[];
}

/** A unit's turn begins. */
export interface TurnEvent {
  type: 'turn';
  unit: number;
}

/** A unit could not act because of a status. */
export interface TurnSkippedEvent {
  type: 'turnSkipped';
  unit: number;
  status: string;
}

/** A unit moved one cell. */
export interface MoveEvent {
  type: 'move';
  unit: number;
  from: Cell;
  to: Cell;
}

/** A unit makes a basic attack (a damage event or a miss follows). */
export interface AttackEvent {
  type: 'attack';
  unit: number;
  target: number;
  missed: boolean;
}

/** A unit casts a skill on these targets (effect events follow). */
export interface SkillCastEvent {
  type: 'skillCast';
  unit: number;
  skill: string;
  targets: number[];
}

/** Damage dealt: amount = shieldAbsorbed + health lost. */
export interface DamageEvent {
  type: 'damage';
  source: number | null;
  target: number;
  amount: number;
  damageType: DamageType;
  critical: boolean;
  shieldAbsorbed: number;
  /** Target health after the hit. */
  health: number;
  cause: EffectCause;
  /** Skill, status or field status id; null for a basic attack. */
  causeId: string | null;
}

/** Health restored (amount actually gained, never above max health). */
export interface HealEvent {
  type: 'heal';
  source: number | null;
  target: number;
  amount: number;
  health: number;
  cause: EffectCause;
  causeId: string | null;
}

/** A status was put on a unit (or refreshed). */
export interface StatusAppliedEvent {
  type: 'statusApplied';
  target: number;
  status: string;
  /** Turns of the holder it lasts; -1 is permanent. */
  duration: number;
  source: number | null;
  /** Shield points, for shield statuses; 0 otherwise. */
  points: number;
}

/** A status's per-turn effect fired (its damage or heal event follows). */
export interface StatusTickedEvent {
  type: 'statusTicked';
  target: number;
  status: string;
  /** Turns left after this one; -1 is permanent. */
  remaining: number;
}

/** A timed status ran out at the end of its holder's turn. */
export interface StatusExpiredEvent {
  type: 'statusExpired';
  target: number;
  status: string;
}

/** A status was removed early. */
export interface StatusRemovedEvent {
  type: 'statusRemoved';
  target: number;
  status: string;
  reason: 'removeShield' | 'removeElementChange' | 'depleted' | 'replaced';
}

/** A unit's element changed (element-change status applied, removed or expired). */
export interface ElementChangedEvent {
  type: 'elementChanged';
  unit: number;
  element: Element;
}

/** A field was laid on the board. */
export interface FieldCreatedEvent {
  type: 'fieldCreated';
  field: number;
  status: string;
  owner: number;
  team: Team;
  x: number;
  y: number;
  radius: number;
  /** -1: permanent. */
  duration: number;
}

/** A timed field ran out (the built-in fields are all permanent and never do). */
export interface FieldExpiredEvent {
  type: 'fieldExpired';
  field: number;
  reason: 'expired';
}

/** A unit died. */
export interface UnitDiedEvent {
  type: 'unitDied';
  unit: number;
  killer: number | null;
}

/** Per-unit totals reported at the end. */
export interface UnitTotals {
  unit: number;
  damageDealt: number;
  damageTaken: number;
  healed: number;
  /** Damage this unit's shields absorbed. */
  shielded: number;
  alive: boolean;
  health: number;
}

/** Why the battle ended. */
export type EndReason = 'wipeout' | 'turnCap';

/** The battle is over. winner null is a draw: equal health shares at the turn cap, or both sides wiped out at once. */
export interface BattleEndEvent {
  type: 'battleEnd';
  winner: Team | null;
  reason: EndReason;
  rounds: number;
  totals: UnitTotals[];
}

/** Every event the engine emits; plain serialisable data. */
export type BattleEvent =
  | BattleStartEvent
  | SynergyActivatedEvent
  | RoundStartEvent
  | TurnEvent
  | TurnSkippedEvent
  | MoveEvent
  | AttackEvent
  | SkillCastEvent
  | DamageEvent
  | HealEvent
  | StatusAppliedEvent
  | StatusTickedEvent
  | StatusExpiredEvent
  | StatusRemovedEvent
  | ElementChangedEvent
  | FieldCreatedEvent
  | FieldExpiredEvent
  | UnitDiedEvent
  | BattleEndEvent;

/** The `type` tags of {@link BattleEvent}. */
export type BattleEventType = BattleEvent['type'];

