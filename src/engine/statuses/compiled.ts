import type { ActiveStatus, BattleHost, Modifiers, UnitState } from '../state';
import type { DamageType, Element, RemoveType } from '../types';
import type { StatusDefinition } from './definition';

/** A registered status behaviour: what an effectType does. Small objects, one per effect type. */
export interface StatusEffectType {
  id: string;
  /** How effectValue is read: 'fraction' becomes permille, 'flat' stays an integer amount. */
  value: 'fraction' | 'flat';
  /** Folds this status into its holder's modifiers. */
  modify?(mods: Modifiers, status: CompiledStatus): void;
  /** Per-turn effect at the start of the holder's turn. */
  tick?(host: BattleHost, holder: UnitState, active: ActiveStatus): void;
  /** Shield points granted on application. */
  shieldPoints?(status: CompiledStatus, holder: UnitState): number;
  /** True for element-change statuses (only one at a time; removal restores the base element). */
  changesElement?: boolean;
  /** Zone statuses: 'field' lies on a cell, 'aura' follows its holder. */
  zone?: 'field' | 'aura';
}

/** A status definition compiled to integers for the engine. */
export interface CompiledStatus {
  id: string;
  definition: StatusDefinition;
  duration: number;
  effectType: StatusEffectType;
  /** Permille for fraction effect types, integer otherwise. */
  value: number;
  removeType: RemoveType | null;
  damageType: DamageType;
  /** Element given by element-change statuses. */
  element: Element | null;
  damagePerTurn: number;
  healPerTurn: number;
  speedReduce: number;
  defenseBoost: number;
  damageAmplify: number;
  radius: number;
  // The effect type's hooks and flags, copied here at registration: the effect types are objects of different
  // shapes, so reading them in the hot path is a slow megamorphic load, while every compiled status has one shape.
  /** effectType.tick, or null. */
  tick: NonNullable<StatusEffectType['tick']> | null;
  /** effectType.modify, or null. */
  modify: NonNullable<StatusEffectType['modify']> | null;
  /** effectType.shieldPoints, or null. */
  shieldPoints: NonNullable<StatusEffectType['shieldPoints']> | null;
  /** effectType.changesElement. */
  changesElement: boolean;
  /** effectType.zone, or null. */
  zone: 'field' | 'aura' | null;
}
