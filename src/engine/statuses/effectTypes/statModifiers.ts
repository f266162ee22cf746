import type { StatusEffectType } from '../compiled';

/** +effectValue attack and magic (strength, rage, frenzy). */
export const attackBoost: StatusEffectType = {
  id: 'attackBoost',
  value: 'fraction',
};

/** −effectValue attack and magic (debuff). */
export const weaken: StatusEffectType = {
  id: 'weaken',
  value: 'fraction',
};

/** +effectValue speed. */
export const speedBoost: StatusEffectType = {
  id: 'speedBoost',
  value: 'fraction',
};

/** −effectValue speed. */
export const slow: StatusEffectType = {
  id: 'slow',
  value: 'fraction',
};

/** +effectValue defence (physicalShield, fortify). */
export const defenseBoost: StatusEffectType = {
  id: 'defenseBoost',
  value: 'fraction',
};

/** +effectValue magic resistance (magicShield). */
export const magicResistBoost: StatusEffectType = {
  id: 'magicResistBoost',
  value: 'fraction',
};

/** −effectValue defence and magic resistance (armor_break, sunder). */
export const defenseBreak: StatusEffectType = {
  id: 'defenseBreak',
  value: 'fraction',
};

/** The holder takes effectValue more damage (vulnerable, marked). */
export const vulnerable: StatusEffectType = {
  id: 'vulnerable',
  value: 'fraction',
};

/** +effectValue critical chance (focus). */
export const critBoost: StatusEffectType = {
  id: 'critBoost',
  value: 'fraction',
};
