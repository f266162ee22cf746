import type { SkillSpec } from '../../engine';

/** Skills of the guardian cards: shields, auras and holds. Ratios and chances are permille. */
export const guardianSkills: readonly SkillSpec[] = [
  { id: 'shield_wall', target: 'alliesAround', range: 0, radius: 1, cooldown: 5, initialCooldown: 1, effects: [{ kind: 'applyStatus', status: 'physicalShield' }, { kind: 'applyStatus', status: 'shield' }] },
  { id: 'stone_bulwark', target: 'self', range: 0, cooldown: 5, initialCooldown: 1, effects: [{ kind: 'applyStatus', status: 'fortify' }, { kind: 'applyStatus', status: 'dream_shield' }] },
  { id: 'holy_ground', target: 'self', range: 0, cooldown: 7, initialCooldown: 2, effects: [{ kind: 'createField', status: 'holy_field' }] },
  { id: 'protective_aura', target: 'self', range: 0, cooldown: 99, initialCooldown: 0, effects: [{ kind: 'applyStatus', status: 'aura' }] },
  { id: 'earth_bind', target: 'target', range: 3, cooldown: 4, initialCooldown: 1, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 700 }, { kind: 'applyStatus', status: 'root' }] },
  { id: 'shatter', target: 'target', range: 3, cooldown: 4, initialCooldown: 1, effects: [{ kind: 'removeStatuses', removeType: 'removeShield' }, { kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 1000 }] },
  { id: 'dream_ward', target: 'weakestAlly', range: 4, cooldown: 4, initialCooldown: 1, effects: [{ kind: 'applyStatus', status: 'dream_shield' }] },
  { id: 'immobilizing_net', target: 'target', range: 3, cooldown: 4, initialCooldown: 1, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 500 }, { kind: 'applyStatus', status: 'immobilize' }] },
];
