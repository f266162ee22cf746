import { permille } from '../../permille';
import { statusSource } from '../../state';
import type { StatusEffectType } from '../compiled';

/** Heals a fraction of the holder's max health each turn (healing, regeneration). */
export const percentHeal: StatusEffectType = {
  id: 'percentHeal',
  value: 'fraction',
  tick(host, holder, active) {
    host.heal(statusSource(host, active), holder, permille(holder.maxHealth, active.status.value), 'status', active.status.id);
  },
};

/** Heals a flat amount each turn (recovery). */
export const flatHeal: StatusEffectType = {
  id: 'flatHeal',
  value: 'flat',
  tick(host, holder, active) {
    host.heal(statusSource(host, active), holder, active.status.value, 'status', active.status.id);
  },
};
