import type { STATUS_TONES } from './palettes';

const TONE_BY_EFFECT: Readonly<Record<string, keyof typeof STATUS_TONES>> = {
  percentDamage: 'harm', flatDamage: 'harm', weaken: 'harm', defenseBreak: 'harm', vulnerable: 'harm', slow: 'harm',
  disable: 'control', fear: 'control', root: 'control', silence: 'control', blind: 'control',
  percentHeal: 'boon', flatHeal: 'boon', attackBoost: 'boon', speedBoost: 'boon', critBoost: 'boon', aura: 'boon',
  defenseBoost: 'ward', magicResistBoost: 'ward', shield: 'ward', percentShield: 'ward',
  elementChange: 'infusion', field: 'field',
};

/** The colour family of a status icon, from its engine effect type (harmful, control, boon, ward, infusion, field). */
export function statusTone(effectType: string): keyof typeof STATUS_TONES {
  return TONE_BY_EFFECT[effectType] ?? 'field';
}
