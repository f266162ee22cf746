import type { DamageType, Element, RemoveType } from '../types';

/** Optional attributes of a status (SPEC §3); fractions are of the affected unit's max health or stat. */
export interface StatusAttributes {
  /** Damage type of a damaging status or field; for element-change statuses, the element it gives. */
  damageType?: DamageType | Element;
  /** Field: fraction of max health dealt to enemies in range each round. */
  damagePerTurn?: number;
  /** Field: fraction of max health healed for allies in range each round. */
  healPerTurn?: number;
  /** Field: fraction of speed taken from enemies in range. */
  speedReduce?: number;
  /** Field or aura: fraction of damage allies in range no longer take. */
  defenseBoost?: number;
  /** Field or aura: fraction of extra damage enemies in range take. */
  damageAmplify?: number;
  /** Field or aura radius in cells (Chebyshev distance). */
  radius?: number;
}

/** A status effect definition, exactly the shape of SPEC §3. */
export interface StatusDefinition {
  id: string;
  /** Display name (English; translations live in public/locales/{lng}/statuses.json). */
  name: string;
  /** Turns of the holder it lasts; -1 means permanent. */
  duration: number;
  /** Registered behaviour, see statuses/effectTypes. */
  effectType: string;
  /** A fraction (0.05 = 5%) or a flat amount, as the effect type says. */
  effectValue: number;
  removeType?: RemoveType;
  attributes?: StatusAttributes;
}
