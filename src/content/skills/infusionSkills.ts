import type { SkillSpec } from '../../engine';

/** Element-change (infusion) skills of the elemental cards. Ratios and chances are permille. */
export const infusionSkills: readonly SkillSpec[] = [
  { id: 'fire_infuse', target: 'self', range: 0, cooldown: 5, initialCooldown: 0, effects: [{ kind: 'applyStatus', status: 'fire_infusion' }, { kind: 'applyStatus', status: 'strength' }] },
  { id: 'water_infuse', target: 'alliesAround', range: 0, radius: 1, cooldown: 5, initialCooldown: 1, effects: [{ kind: 'applyStatus', status: 'water_infusion' }, { kind: 'applyStatus', status: 'healing' }] },
  { id: 'stone_skin', target: 'self', range: 0, cooldown: 5, initialCooldown: 0, effects: [{ kind: 'applyStatus', status: 'earth_infusion' }, { kind: 'applyStatus', status: 'physicalShield' }] },
  { id: 'gale', target: 'self', range: 0, cooldown: 5, initialCooldown: 0, effects: [{ kind: 'applyStatus', status: 'wind_infusion' }, { kind: 'applyStatus', status: 'haste' }] },
  { id: 'radiance', target: 'alliesAround', range: 0, radius: 2, cooldown: 6, initialCooldown: 1, effects: [{ kind: 'applyStatus', status: 'light_infusion' }] },
  { id: 'shadow_veil', target: 'self', range: 0, cooldown: 5, initialCooldown: 0, effects: [{ kind: 'applyStatus', status: 'shadow_infusion' }, { kind: 'applyStatus', status: 'focus' }] },
];
