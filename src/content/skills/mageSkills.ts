import type { SkillSpec } from '../../engine';

/** Skills of the mage cards: spells, curses and fields. Ratios and chances are permille. */
export const mageSkills: readonly SkillSpec[] = [
  { id: 'fireball', target: 'target', range: 3, cooldown: 3, initialCooldown: 1, effects: [{ kind: 'damage', damageType: 'magic', scaling: 'magic', ratio: 1400 }, { kind: 'applyStatus', status: 'burn' }] },
  { id: 'frost_nova', target: 'targetArea', range: 3, radius: 1, cooldown: 4, initialCooldown: 2, effects: [{ kind: 'damage', damageType: 'magic', scaling: 'magic', ratio: 700 }, { kind: 'applyStatus', status: 'freeze', chance: 350 }] },
  { id: 'chain_lightning', target: 'allEnemies', range: 0, cooldown: 5, initialCooldown: 2, effects: [{ kind: 'damage', damageType: 'magic', scaling: 'magic', ratio: 380 }, { kind: 'applyStatus', status: 'paralysis', chance: 150 }] },
  { id: 'arcane_missile', target: 'weakestEnemy', range: 4, cooldown: 2, initialCooldown: 0, effects: [{ kind: 'damage', damageType: 'magic', scaling: 'magic', ratio: 1300 }] },
  { id: 'meteor', target: 'targetArea', range: 4, radius: 1, cooldown: 6, initialCooldown: 3, effects: [{ kind: 'damage', damageType: 'magic', scaling: 'magic', ratio: 1000 }, { kind: 'applyStatus', status: 'severe_burn', chance: 300 }] },
  { id: 'lava_pool', target: 'target', range: 4, cooldown: 6, initialCooldown: 2, effects: [{ kind: 'createField', status: 'lava_field' }] },
  { id: 'blizzard', target: 'targetArea', range: 4, radius: 1, cooldown: 6, initialCooldown: 2, effects: [{ kind: 'damage', damageType: 'magic', scaling: 'magic', ratio: 450 }, { kind: 'createField', status: 'frost_field' }] },
  { id: 'mana_shield', target: 'self', range: 0, cooldown: 5, initialCooldown: 2, effects: [{ kind: 'applyStatus', status: 'magicShield' }, { kind: 'applyStatus', status: 'enhanced_shield' }] },
  { id: 'dream_weave', target: 'target', range: 4, cooldown: 6, initialCooldown: 3, effects: [{ kind: 'applyStatus', status: 'deep_dream', chance: 500 }] },
  { id: 'silence_hex', target: 'target', range: 4, cooldown: 4, initialCooldown: 1, effects: [{ kind: 'damage', damageType: 'magic', scaling: 'magic', ratio: 800 }, { kind: 'applyStatus', status: 'silence' }] },
  { id: 'weaken_curse', target: 'target', range: 4, cooldown: 4, initialCooldown: 1, effects: [{ kind: 'applyStatus', status: 'debuff' }, { kind: 'damage', damageType: 'magic', scaling: 'magic', ratio: 700 }] },
  { id: 'gravity_well', target: 'target', range: 3, cooldown: 7, initialCooldown: 2, effects: [{ kind: 'createField', status: 'gravity_field' }] },
  { id: 'tidal_wave', target: 'allEnemies', range: 0, cooldown: 5, initialCooldown: 2, effects: [{ kind: 'damage', damageType: 'magic', scaling: 'magic', ratio: 380 }, { kind: 'applyStatus', status: 'chill' }] },
  { id: 'draining_touch', target: 'target', range: 3, cooldown: 3, initialCooldown: 1, effects: [{ kind: 'damage', damageType: 'magic', scaling: 'magic', ratio: 900 }, { kind: 'applyStatus', status: 'exhaustion' }] },
  { id: 'petrifying_gaze', target: 'target', range: 3, cooldown: 6, initialCooldown: 3, effects: [{ kind: 'damage', damageType: 'magic', scaling: 'magic', ratio: 600 }, { kind: 'applyStatus', status: 'petrify', chance: 500 }] },
  { id: 'lullaby', target: 'targetArea', range: 3, radius: 1, cooldown: 6, initialCooldown: 3, effects: [{ kind: 'applyStatus', status: 'sleep', chance: 400 }] },
];
