import type { StatusDefinition } from './definition';
import { createStatusRegistry } from './registry';

/**
 * The status catalogue: SPEC §3 and §9 values exactly, then the further statuses skills use (2–3 turns,
 * values 0.15–0.5). Order matters: a later entry with the same id replaces an earlier one.
 */
export const STATUS_DEFINITIONS: readonly StatusDefinition[] = [
  // Percentage damage over time (fraction of the holder's max health each turn).
  { id: 'poison', name: 'Poison', duration: 3, effectType: 'percentDamage', effectValue: 0.05, attributes: { damageType: 'true' } },
  { id: 'burn', name: 'Burn', duration: 3, effectType: 'percentDamage', effectValue: 0.08, attributes: { damageType: 'magic' } },
  { id: 'severe_burn', name: 'Severe Burn', duration: 3, effectType: 'percentDamage', effectValue: 0.15, attributes: { damageType: 'magic' } },
  { id: 'severe_poison', name: 'Severe Poison', duration: 3, effectType: 'percentDamage', effectValue: 0.12, attributes: { damageType: 'true' } },
  { id: 'deadly_poison', name: 'Deadly Poison', duration: 3, effectType: 'percentDamage', effectValue: 0.2, attributes: { damageType: 'true' } },
  // Flat damage over time.
  { id: 'burning', name: 'Burning', duration: 2, effectType: 'flatDamage', effectValue: 10, attributes: { damageType: 'magic' } },
  { id: 'bleed', name: 'Bleed', duration: 3, effectType: 'flatDamage', effectValue: 8, attributes: { damageType: 'true' } },
  { id: 'physicalDamage', name: 'Physical Damage', duration: 1, effectType: 'flatDamage', effectValue: 1, attributes: { damageType: 'physical' } },
  { id: 'magicDamage', name: 'Magic Damage', duration: 1, effectType: 'flatDamage', effectValue: 1, attributes: { damageType: 'magic' } },
  { id: 'trueDamage', name: 'True Damage', duration: 1, effectType: 'flatDamage', effectValue: 1, attributes: { damageType: 'true' } },
  { id: 'amethyst_poison', name: 'Amethyst Poison', duration: 3, effectType: 'flatDamage', effectValue: 12, attributes: { damageType: 'true' } },
  // Healing over time. regeneration is registered twice on purpose: the later (20% for 3) is in force.
  { id: 'healing', name: 'Healing', duration: 3, effectType: 'percentHeal', effectValue: 0.1 },
  { id: 'recovery', name: 'Recovery', duration: 3, effectType: 'flatHeal', effectValue: 10 },
  { id: 'regeneration', name: 'Regeneration', duration: 3, effectType: 'percentHeal', effectValue: 0.1 },
  { id: 'regeneration', name: 'Regeneration', duration: 3, effectType: 'percentHeal', effectValue: 0.2 },
  // Control.
  { id: 'stun', name: 'Stun', duration: 1, effectType: 'disable', effectValue: 1 },
  { id: 'freeze', name: 'Freeze', duration: 1, effectType: 'disable', effectValue: 1 },
  { id: 'fear', name: 'Fear', duration: 2, effectType: 'fear', effectValue: 1 },
  { id: 'paralysis', name: 'Paralysis', duration: 2, effectType: 'disable', effectValue: 1 },
  { id: 'immobilize', name: 'Immobilize', duration: 2, effectType: 'root', effectValue: 1 },
  { id: 'root', name: 'Root', duration: 2, effectType: 'root', effectValue: 1 },
  { id: 'deep_dream', name: 'Deep Dream', duration: 3, effectType: 'disable', effectValue: 1 },
  { id: 'sleep', name: 'Sleep', duration: 2, effectType: 'disable', effectValue: 1 },
  { id: 'petrify', name: 'Petrify', duration: 2, effectType: 'disable', effectValue: 1 },
  { id: 'silence', name: 'Silence', duration: 2, effectType: 'silence', effectValue: 1 },
  { id: 'blind', name: 'Blind', duration: 2, effectType: 'blind', effectValue: 0.5 },
  // Boosts and their opposites.
  { id: 'strength', name: 'Strength', duration: 3, effectType: 'attackBoost', effectValue: 0.2 },
  { id: 'rage', name: 'Rage', duration: 3, effectType: 'attackBoost', effectValue: 0.4 },
  { id: 'speed', name: 'Speed', duration: 2, effectType: 'speedBoost', effectValue: 0.3 },
  { id: 'physicalShield', name: 'Physical Shield', duration: 2, effectType: 'defenseBoost', effectValue: 0.3 },
  { id: 'magicShield', name: 'Magic Shield', duration: 2, effectType: 'magicResistBoost', effectValue: 0.3 },
  { id: 'dream_shield', name: 'Dream Shield', duration: 3, effectType: 'shield', effectValue: 50 },
  { id: 'debuff', name: 'Debuff', duration: 2, effectType: 'weaken', effectValue: 0.3 },
  // Permanent zones, radius 2.
  { id: 'aura', name: 'Aura', duration: -1, effectType: 'aura', effectValue: 0.15, attributes: { defenseBoost: 0.15, radius: 2 } },
  { id: 'field', name: 'Field', duration: -1, effectType: 'field', effectValue: 0.15, attributes: { defenseBoost: 0.15, damageAmplify: 0.15, radius: 2 } },
  { id: 'lava_field', name: 'Lava Field', duration: -1, effectType: 'field', effectValue: 0.04, attributes: { damageType: 'magic', damagePerTurn: 0.04, radius: 2 } },
  { id: 'frost_field', name: 'Frost Field', duration: -1, effectType: 'field', effectValue: 0.3, attributes: { damageType: 'magic', damagePerTurn: 0.02, speedReduce: 0.3, radius: 2 } },
  { id: 'poison_field', name: 'Poison Field', duration: -1, effectType: 'field', effectValue: 0.03, attributes: { damageType: 'true', damagePerTurn: 0.03, radius: 2 } },
  { id: 'holy_field', name: 'Holy Field', duration: -1, effectType: 'field', effectValue: 0.05, attributes: { healPerTurn: 0.05, radius: 2 } },
  { id: 'gravity_field', name: 'Gravity Field', duration: -1, effectType: 'field', effectValue: 0.2, attributes: { speedReduce: 0.2, damageAmplify: 0.2, radius: 2 } },
  // Shields removable by removeShield.
  { id: 'shield', name: 'Shield', duration: 3, effectType: 'percentShield', effectValue: 0.2, removeType: 'removeShield' },
  { id: 'enhanced_shield', name: 'Enhanced Shield', duration: 3, effectType: 'percentShield', effectValue: 0.35, removeType: 'removeShield' },
  // Element changes, removable by removeElementChange.
  { id: 'fire_infusion', name: 'Fire Infusion', duration: 3, effectType: 'elementChange', effectValue: 0.15, removeType: 'removeElementChange', attributes: { damageType: 'fire' } },
  { id: 'water_infusion', name: 'Water Infusion', duration: 3, effectType: 'elementChange', effectValue: 0.15, removeType: 'removeElementChange', attributes: { damageType: 'water' } },
  { id: 'earth_infusion', name: 'Earth Infusion', duration: 3, effectType: 'elementChange', effectValue: 0.15, removeType: 'removeElementChange', attributes: { damageType: 'earth' } },
  { id: 'wind_infusion', name: 'Wind Infusion', duration: 3, effectType: 'elementChange', effectValue: 0.15, removeType: 'removeElementChange', attributes: { damageType: 'wind' } },
  { id: 'light_infusion', name: 'Light Infusion', duration: 3, effectType: 'elementChange', effectValue: 0.15, removeType: 'removeElementChange', attributes: { damageType: 'light' } },
  { id: 'shadow_infusion', name: 'Shadow Infusion', duration: 3, effectType: 'elementChange', effectValue: 0.15, removeType: 'removeElementChange', attributes: { damageType: 'dark' } },
  // Further statuses (2–3 turns, 0.15–0.5).
  { id: 'frenzy', name: 'Frenzy', duration: 2, effectType: 'attackBoost', effectValue: 0.3 },
  { id: 'haste', name: 'Haste', duration: 3, effectType: 'speedBoost', effectValue: 0.2 },
  { id: 'slow', name: 'Slow', duration: 2, effectType: 'slow', effectValue: 0.3 },
  { id: 'chill', name: 'Chill', duration: 3, effectType: 'slow', effectValue: 0.2 },
  { id: 'fortify', name: 'Fortify', duration: 3, effectType: 'defenseBoost', effectValue: 0.4 },
  { id: 'armor_break', name: 'Armor Break', duration: 2, effectType: 'defenseBreak', effectValue: 0.3 },
  { id: 'sunder', name: 'Sunder', duration: 3, effectType: 'defenseBreak', effectValue: 0.5 },
  { id: 'vulnerable', name: 'Vulnerable', duration: 2, effectType: 'vulnerable', effectValue: 0.2 },
  { id: 'marked', name: 'Marked', duration: 3, effectType: 'vulnerable', effectValue: 0.25 },
  { id: 'focus', name: 'Focus', duration: 2, effectType: 'critBoost', effectValue: 0.25 },
  { id: 'exhaustion', name: 'Exhaustion', duration: 3, effectType: 'weaken', effectValue: 0.15 },
  // Granted by the guardian synergy at battle start with 10% × level of max health as its points (the synergy's
  // ratio; effectValue is what it would hold if applied on its own). A further status: 3 turns, like shield.
  { id: 'guardian_ward', name: 'Guardian Ward', duration: 3, effectType: 'percentShield', effectValue: 0.15 },
];

/** The registry in force for battles (built from {@link STATUS_DEFINITIONS}). */
export const statusRegistry = createStatusRegistry(STATUS_DEFINITIONS);
