import type { StatusEffectType } from '../compiled';

/** Absorbs a flat number of damage points (dream_shield). */
export const shield: StatusEffectType = {
  id: 'shield',
  value: 'flat',
};

/** Absorbs damage points equal to a fraction of the holder's max health (shield, enhanced_shield, guardian_ward). */
export const percentShield: StatusEffectType = {
  id: 'percentShield',
  value: 'fraction',
};
