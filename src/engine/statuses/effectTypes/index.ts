import type { StatusEffectType } from '../compiled';
import { blind, disable, fear, root, silence } from './control';
import { flatDamage, percentDamage } from './damageOverTime';
import { elementChange } from './elementChange';
import { flatHeal, percentHeal } from './healOverTime';
import { percentShield, shield } from './shields';
import { attackBoost, critBoost, defenseBoost, defenseBreak, magicResistBoost, slow, speedBoost, vulnerable, weaken } from './statModifiers';
import { aura, field } from './zones';

/** Every built-in status effect type. */
export const BUILTIN_STATUS_EFFECT_TYPES: readonly StatusEffectType[] = [
  percentDamage, flatDamage, percentHeal, flatHeal,
  disable, fear, root, silence, blind,
  attackBoost, weaken, speedBoost, slow, defenseBoost, magicResistBoost, defenseBreak, vulnerable, critBoost,
  shield, percentShield, elementChange, field, aura,
];
