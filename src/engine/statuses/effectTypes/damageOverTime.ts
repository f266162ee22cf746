import { permille } from '../../permille';
import { statusSource } from '../../state';
import type { StatusEffectType } from '../compiled';

/** Damage each turn equal to a fraction of the holder's max health (poison, burn, ...). */
export const percentDamage: StatusEffectType = {
  id: 'percentDamage',
  value: 'fraction',
  tick(host, holder, active) {
    const s = active.status;
    host.dealDamage(statusSource(host, active), holder, permille(holder.maxHealth, s.value), s.damageType, 'status', s.id, true);
  },
};

/** A flat amount of damage each turn (burning, bleed, ...). */
export const flatDamage: StatusEffectType = {
  id: 'flatDamage',
  value: 'flat',
  tick(host, holder, active) {
    const s = active.status;
    host.dealDamage(statusSource(host, active), holder, s.value, s.damageType, 'status', s.id, true);
  },
};
