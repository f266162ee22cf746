import type { StatusEffectType } from '../compiled';

/** Heals a fraction of the holder's max health each turn (healing, regeneration). */
export const percentHeal: StatusEffectType = {
  id: 'percentHeal',
  value: 'fraction',
};

/** Heals a flat amount each turn (recovery). */
export const flatHeal: StatusEffectType = {
  id: 'flatHeal',
  value: 'flat',
};
