import type { StatusEffectType } from '../compiled';

/** Gives the holder the element in attributes.damageType and +effectValue damage dealt while it lasts. */
export const elementChange: StatusEffectType = {
  id: 'elementChange',
  value: 'fraction',
  changesElement: true,
};
