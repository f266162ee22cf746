import type { SkillSpec } from '../../engine';

/** Skills of the warrior cards: melee strikes, war cries and banners. Ratios and chances are permille. */
export const warriorSkills: readonly SkillSpec[] = [
  { id: 'cleave', target: 'targetArea', range: 1, radius: 1, cooldown: 3, initialCooldown: 1, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 1100 }] },
  { id: 'shield_bash', target: 'target', range: 1, cooldown: 4, initialCooldown: 2, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 1000 }, { kind: 'applyStatus', status: 'stun', chance: 600 }] },
  { id: 'battle_cry', target: 'alliesAround', range: 0, radius: 2, cooldown: 4, initialCooldown: 1, effects: [{ kind: 'applyStatus', status: 'strength' }] },
  { id: 'berserk', target: 'self', range: 0, cooldown: 5, initialCooldown: 1, effects: [{ kind: 'applyStatus', status: 'rage' }] },
  { id: 'rending_strike', target: 'target', range: 1, cooldown: 3, initialCooldown: 1, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 1200 }, { kind: 'applyStatus', status: 'bleed' }] },
  { id: 'sunder_armor', target: 'target', range: 1, cooldown: 3, initialCooldown: 1, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 1000 }, { kind: 'applyStatus', status: 'armor_break' }] },
  { id: 'war_banner', target: 'self', range: 0, cooldown: 6, initialCooldown: 2, effects: [{ kind: 'createField', status: 'field' }] },
  { id: 'whirlwind', target: 'allEnemies', range: 0, cooldown: 5, initialCooldown: 2, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 650 }] },
  { id: 'crushing_blow', target: 'target', range: 1, cooldown: 5, initialCooldown: 2, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 1500 }, { kind: 'applyStatus', status: 'sunder' }] },
  { id: 'thunder_clap', target: 'targetArea', range: 1, radius: 1, cooldown: 5, initialCooldown: 2, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 800 }, { kind: 'applyStatus', status: 'stun', chance: 300 }] },
  { id: 'triple_strike', target: 'target', range: 1, cooldown: 3, initialCooldown: 1, effects: [{ kind: 'damage', damageType: 'physical', scaling: 'attack', ratio: 900 }, { kind: 'applyStatus', status: 'physicalDamage' }, { kind: 'applyStatus', status: 'magicDamage' }, { kind: 'applyStatus', status: 'trueDamage' }] },
  { id: 'frenzy_howl', target: 'self', range: 0, cooldown: 4, initialCooldown: 1, effects: [{ kind: 'applyStatus', status: 'frenzy' }, { kind: 'applyStatus', status: 'speed' }] },
  { id: 'rally', target: 'allAllies', range: 0, cooldown: 6, initialCooldown: 1, effects: [{ kind: 'applyStatus', status: 'haste' }] },
];
