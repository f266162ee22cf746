import type { StatusEffectType } from '../compiled';

/** Damage each turn equal to a fraction of the holder's max health (poison, burn, ...). */
export const percentDamage: StatusEffectType = {
  id: 'percentDamage',
  value: 'fraction',
};

/** A flat amount of damage each turn (burning, bleed, ...). */
export const flatDamage: StatusEffectType = {
  id: 'flatDamage',
  value: 'flat',
};
