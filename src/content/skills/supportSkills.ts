import type { SkillSpec } from '../../engine';

/** Healing and cleansing skills. Ratios and chances are permille. */
export const supportSkills: readonly SkillSpec[] = [
  { id: 'heal', target: 'weakestAlly', range: 4, cooldown: 3, initialCooldown: 1, effects: [{ kind: 'heal', ratio: 1800 }] },
  { id: 'mending_light', target: 'weakestAlly', range: 4, cooldown: 4, initialCooldown: 1, effects: [{ kind: 'applyStatus', status: 'healing' }] },
  { id: 'regrowth', target: 'weakestAlly', range: 4, cooldown: 5, initialCooldown: 2, effects: [{ kind: 'applyStatus', status: 'regeneration' }] },
  { id: 'recovery_hymn', target: 'allAllies', range: 0, cooldown: 5, initialCooldown: 2, effects: [{ kind: 'applyStatus', status: 'recovery' }] },
  { id: 'ground_current', target: 'targetArea', range: 3, radius: 1, cooldown: 4, initialCooldown: 1, effects: [{ kind: 'removeStatuses', removeType: 'removeElementChange' }, { kind: 'damage', damageType: 'magic', scaling: 'magic', ratio: 800 }] },
];
