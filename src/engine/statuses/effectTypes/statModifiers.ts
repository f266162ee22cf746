import type { StatusEffectType } from '../compiled';

/** +effectValue attack and magic (strength, rage, frenzy). */
export const attackBoost: StatusEffectType = {
  id: 'attackBoost',
  value: 'fraction',
  modify(mods, status) {
    mods.attack += status.value;
    mods.magic += status.value;
  },
};

/** −effectValue attack and magic (debuff). */
export const weaken: StatusEffectType = {
  id: 'weaken',
  value: 'fraction',
  modify(mods, status) {
    mods.attack -= status.value;
    mods.magic -= status.value;
  },
};

/** +effectValue speed. */
export const speedBoost: StatusEffectType = {
  id: 'speedBoost',
  value: 'fraction',
  modify(mods, status) {
    mods.speed += status.value;
  },
};

/** −effectValue speed. */
export const slow: StatusEffectType = {
  id: 'slow',
  value: 'fraction',
  modify(mods, status) {
    mods.speed -= status.value;
  },
};

/** +effectValue defence (physicalShield, fortify). */
export const defenseBoost: StatusEffectType = {
  id: 'defenseBoost',
  value: 'fraction',
  modify(mods, status) {
    mods.defense += status.value;
  },
};

/** +effectValue magic resistance (magicShield). */
export const magicResistBoost: StatusEffectType = {
  id: 'magicResistBoost',
  value: 'fraction',
  modify(mods, status) {
    mods.magicResistance += status.value;
  },
};

/** −effectValue defence and magic resistance (armor_break, sunder). */
export const defenseBreak: StatusEffectType = {
  id: 'defenseBreak',
  value: 'fraction',
  modify(mods, status) {
    mods.defense -= status.value;
    mods.magicResistance -= status.value;
  },
};

/** The holder takes effectValue more damage (vulnerable, marked). */
export const vulnerable: StatusEffectType = {
  id: 'vulnerable',
  value: 'fraction',
  modify(mods, status) {
    mods.damageTaken += status.value;
  },
};

/** +effectValue critical chance (focus). */
export const critBoost: StatusEffectType = {
  id: 'critBoost',
  value: 'fraction',
  modify(mods, status) {
    mods.critChance += status.value;
  },
};
