import type { DamageType, Element, RemoveType } from '../types';
import type { StatusDefinition } from './definition';

/**
 * A registered status effect type: one small object each, naming a behaviour the WebAssembly rules core implements
 * (wasm/compileTables.ts gives each id its kind; what each does is docs/GAME_RULES.md's) and how its values are read.
 */
export interface StatusEffectType {
  id: string;
  /** How effectValue is read: 'fraction' becomes permille, 'flat' stays an integer amount. */
  value: 'fraction' | 'flat';
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
  /** effectType.changesElement. */
  changesElement: boolean;
  /** effectType.zone, or null. */
  zone: 'field' | 'aura' | null;
}
