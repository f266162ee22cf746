import { permille, toPermille } from '../permille';
import type { SynergyEffectType } from './effectType';

/** Warrior: + value defence per level (flat). */
export const defenseFlat: SynergyEffectType = {
  id: 'defenseFlat',
  params: ['value'],
  scope: 'members',
  apply(_host, units, level, params) {
    const bonus = (params.value ?? 0) * level;
    for (const u of units) u.defense += bonus;
  },
};

/** Mage: + value (fraction) attack per level; "attack" means both attack and magic. */
export const attackPercent: SynergyEffectType = {
  id: 'attackPercent',
  params: ['value'],
  scope: 'members',
  apply(_host, units, level, params) {
    const pm = toPermille(params.value ?? 0) * level;
    for (const u of units) {
      u.attack += permille(u.attack, pm);
      u.magic += permille(u.magic, pm);
    }
  },
};

/** Human: + value (fraction) health and max health per level. */
export const healthPercent: SynergyEffectType = {
  id: 'healthPercent',
  params: ['value'],
  scope: 'members',
  apply(_host, units, level, params) {
    const pm = toPermille(params.value ?? 0) * level;
    for (const u of units) {
      u.maxHealth += permille(u.maxHealth, pm);
      u.health = u.maxHealth;
    }
  },
};

/** Assassin: + chance critical chance and + damage critical multiplier per level. */
export const critBonus: SynergyEffectType = {
  id: 'critBonus',
  params: ['chance', 'damage'],
  scope: 'members',
  apply(_host, units, level, params) {
    const chance = toPermille(params.chance ?? 0) * level;
    const damage = toPermille(params.damage ?? 0) * level;
    for (const u of units) {
      u.critChance += chance;
      u.critDamage += damage;
    }
  },
};

/** Elemental: members deal + ratio per level more damage when their element beats the target's. */
export const elementalMastery: SynergyEffectType = {
  id: 'elementalMastery',
  params: ['ratio'],
  scope: 'members',
  apply(_host, units, level, params) {
    const pm = toPermille(params.ratio ?? 0) * level;
    for (const u of units) u.elementalBonus += pm;
  },
};

/** Guardian: every unit of the team starts with a guardian_ward shield of ratio × level of its max health. */
export const guardianWard: SynergyEffectType = {
  id: 'guardianWard',
  params: ['ratio'],
  scope: 'team',
  apply(host, units, level, params) {
    const pm = toPermille(params.ratio ?? 0) * level;
    for (const u of units) host.applyStatus(null, u, 'guardian_ward', permille(u.maxHealth, pm));
  },
};

/** Every built-in synergy effect type. */
export const BUILTIN_SYNERGY_EFFECT_TYPES: readonly SynergyEffectType[] = [
  defenseFlat, attackPercent, healthPercent, critBonus, elementalMastery, guardianWard,
];
