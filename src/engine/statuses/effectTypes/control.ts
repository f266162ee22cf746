import type { StatusEffectType } from '../compiled';

/** The holder skips its turns (stun, freeze, paralysis, deep_dream, sleep, petrify). */
export const disable: StatusEffectType = {
  id: 'disable',
  value: 'flat',
};

/** The holder neither attacks nor casts; it moves away from the nearest enemy. */
export const fear: StatusEffectType = {
  id: 'fear',
  value: 'flat',
};

/** The holder cannot move; it still attacks and casts in range (root, immobilize). */
export const root: StatusEffectType = {
  id: 'root',
  value: 'flat',
};

/** The holder cannot cast skills. */
export const silence: StatusEffectType = {
  id: 'silence',
  value: 'flat',
};

/** The holder's basic attacks miss with chance effectValue. */
export const blind: StatusEffectType = {
  id: 'blind',
  value: 'fraction',
};
