import type { StatusEffectType } from '../compiled';

/** The holder skips its turns (stun, freeze, paralysis, deep_dream, sleep, petrify). */
export const disable: StatusEffectType = {
  id: 'disable',
  value: 'flat',
  modify(mods, status) {
    if (mods.disabledBy === null) mods.disabledBy = status.id;
  },
};

/** The holder neither attacks nor casts; it moves away from the nearest enemy. */
export const fear: StatusEffectType = {
  id: 'fear',
  value: 'flat',
  modify(mods) {
    mods.feared = true;
  },
};

/** The holder cannot move; it still attacks and casts in range (root, immobilize). */
export const root: StatusEffectType = {
  id: 'root',
  value: 'flat',
  modify(mods) {
    mods.rooted = true;
  },
};

/** The holder cannot cast skills. */
export const silence: StatusEffectType = {
  id: 'silence',
  value: 'flat',
  modify(mods) {
    mods.silenced = true;
  },
};

/** The holder's basic attacks miss with chance effectValue. */
export const blind: StatusEffectType = {
  id: 'blind',
  value: 'fraction',
  modify(mods, status) {
    mods.missChance += status.value;
  },
};
