import type { StatusEffectType } from '../compiled';

/** A field on a board cell: each round start it affects units within its radius (see docs/GAME_RULES.md). */
export const field: StatusEffectType = {
  id: 'field',
  value: 'fraction',
  zone: 'field',
};

/** Like a field, but centred on its living holder and moving with it. */
export const aura: StatusEffectType = {
  id: 'aura',
  value: 'fraction',
  zone: 'aura',
};
