import type { BattleHost, UnitState } from '../state';
import type { DamageType, RemoveType, SkillSpec } from '../types';

/** What skill targeting and effects need from the running battle. */
export interface SkillHost extends BattleHost {
  /** Each team's units in uid order (the same objects as `units`). */
  readonly teamUnits: readonly [readonly UnitState[], readonly UnitState[]];
  /** Draws from the battle RNG: true with probability perMille / 1000. */
  chance(perMille: number): boolean;
  /** An attacker's hit: scaling stat × ratio, crit, element, mitigation, amplification. */
  hit(attacker: UnitState, target: UnitState, damageType: DamageType, scaling: 'attack' | 'magic', ratio: number, cause: 'attack' | 'skill', causeId: string | null): void;
  /** Removes every status of the given removal class from a unit. */
  removeStatuses(target: UnitState, removeType: RemoveType): void;
  /** Lays a field status centred on a cell; fields stack (an owner's earlier fields stay). */
  createField(owner: UnitState, statusId: string, x: number, y: number): void;
  /** Effective magic of a unit (with modifiers). */
  magicOf(unit: UnitState): number;
}

/** A registered skill target mode: picks the targets, or none (then the skill is not cast this turn). */
export interface SkillTargetModeHandler {
  id: SkillSpec['target'];
  /** Whether `select` reads the caster's current target (else it is given null, and the battle need not choose one). */
  usesTarget: boolean;
  /** Appends the chosen targets, in order, to `out` (empty on entry; the caller reuses it, so never keep it). */
  select(host: SkillHost, caster: UnitState, skill: SkillSpec, target: UnitState | null, out: UnitState[]): void;
}
