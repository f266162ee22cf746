import type { SkillSpec } from '../../engine';

/** Skills of the assassin cards: poisons, marks and precise strikes. Ratios and chances are permille. */
export const assassinSkills: readonly SkillSpec[] = [
  { id: 'backstab', target: 'weakestEnemy', range: 2, cooldown: 3, initialCooldown: 1, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 1600 }] },
  { id: 'poison_blade', target: 'target', range: 1, cooldown: 2, initialCooldown: 0, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 1000 }, { kind: 'applyStatus', status: 'poison' }] },
  { id: 'venom_strike', target: 'target', range: 1, cooldown: 4, initialCooldown: 1, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 900 }, { kind: 'applyStatus', status: 'severe_poison' }] },
  { id: 'deadly_toxin', target: 'weakestEnemy', range: 3, cooldown: 6, initialCooldown: 3, effects: [{ kind: 'applyStatus', status: 'deadly_poison' }] },
  { id: 'shadow_step', target: 'self', range: 0, cooldown: 4, initialCooldown: 0, effects: [{ kind: 'applyStatus', status: 'speed' }, { kind: 'applyStatus', status: 'focus' }] },
  { id: 'amethyst_dagger', target: 'target', range: 1, cooldown: 3, initialCooldown: 1, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 1100 }, { kind: 'applyStatus', status: 'amethyst_poison' }] },
  { id: 'smoke_bomb', target: 'targetArea', range: 2, radius: 1, cooldown: 5, initialCooldown: 1, effects: [{ kind: 'applyStatus', status: 'blind' }] },
  { id: 'mark_for_death', target: 'weakestEnemy', range: 5, cooldown: 4, initialCooldown: 0, effects: [{ kind: 'applyStatus', status: 'marked' }] },
  { id: 'toxic_cloud', target: 'target', range: 3, cooldown: 6, initialCooldown: 2, effects: [{ kind: 'createField', status: 'poison_field' }] },
  { id: 'terror', target: 'target', range: 2, cooldown: 5, initialCooldown: 2, effects: [{ kind: 'damage', damageType: 'magic', scaling: 'attack', ratio: 600 }, { kind: 'applyStatus', status: 'fear' }] },
  { id: 'piercing_arrow', target: 'target', range: 4, cooldown: 3, initialCooldown: 1, effects: [{ kind: 'damage', damageType: 'true', scaling: 'attack', ratio: 900 }] },
  { id: 'crippling_shot', target: 'target', range: 4, cooldown: 3, initialCooldown: 1, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 1000 }, { kind: 'applyStatus', status: 'slow' }] },
  { id: 'exposing_strike', target: 'targetArea', range: 4, radius: 1, cooldown: 4, initialCooldown: 1, effects: [{ kind: 'applyStatus', status: 'vulnerable' }] },
  { id: 'ember_strike', target: 'target', range: 1, cooldown: 2, initialCooldown: 0, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 1000 }, { kind: 'applyStatus', status: 'burning' }] },
];
