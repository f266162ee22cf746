import type { Element, Rarity } from '../../src/engine';

/** Background colours of each element (light centre, dark edge, pattern tint). */
export const ELEMENT_PALETTES: Readonly<Record<Element, { light: string; dark: string; pattern: string }>> = {
  fire: { light: '#ff9a4d', dark: '#6e1606', pattern: '#ffd27a' },
  water: { light: '#56b8ff', dark: '#0a2a66', pattern: '#b5ecff' },
  earth: { light: '#c9a266', dark: '#3a2610', pattern: '#f0dca8' },
  wind: { light: '#7fe0b0', dark: '#114a3a', pattern: '#d8fff0' },
  light: { light: '#ffe98f', dark: '#7a5a08', pattern: '#fffbe0' },
  dark: { light: '#a576e0', dark: '#170a2c', pattern: '#e0c8ff' },
};

/** Frame colours by rarity: outer line, inner line, corner gems (legendary has gold on gold). */
export const RARITY_FRAMES: Readonly<Record<Rarity, { outer: string; inner: string; gem: string; width: number }>> = {
  common: { outer: '#8b95a1', inner: '#d5dbe2', gem: '#b7c0ca', width: 8 },
  rare: { outer: '#2f7fd8', inner: '#9fd0ff', gem: '#5cb0ff', width: 10 },
  epic: { outer: '#7c3fd1', inner: '#dcb8ff', gem: '#b779ff', width: 11 },
  legendary: { outer: '#c98a12', inner: '#fff0a8', gem: '#ffcf3d', width: 13 },
};

/** Status icon discs: harmful statuses red, controls violet, boons green, shields blue, infusions gold. */
export const STATUS_TONES = {
  harm: { fill: '#8f1d2c', ring: '#ff7a85' },
  control: { fill: '#4b2a7a', ring: '#c59bff' },
  boon: { fill: '#1f6b3a', ring: '#8ef0a8' },
  ward: { fill: '#1d4f86', ring: '#8cc8ff' },
  infusion: { fill: '#7a5a10', ring: '#ffd76a' },
  field: { fill: '#3a3f4a', ring: '#c8d0dc' },
} as const;

/** Tile colour of each field, by what it does (lava burns, frost slows, holy heals ...); unknown fields are grey. */
export const FIELD_COLORS: Readonly<Record<string, string>> = {
  lava_field: '#ff5a1f',
  frost_field: '#6fd0ff',
  poison_field: '#5fd35a',
  holy_field: '#ffe066',
  gravity_field: '#9a6bff',
  field: '#c8d0dc',
};

/** Clothing, armour trim and glow colours of each element, for the characters. */
export const ELEMENT_CLOTH: Readonly<Record<Element, { main: string; dark: string; glow: string }>> = {
  fire: { main: '#d9472b', dark: '#7a1f12', glow: '#ffb23a' },
  water: { main: '#2f7fd0', dark: '#143a72', glow: '#7fe0ff' },
  earth: { main: '#8a6a3a', dark: '#4a3518', glow: '#b8e05a' },
  wind: { main: '#3fae8a', dark: '#1c5a4a', glow: '#c8fff0' },
  light: { main: '#e8c84a', dark: '#8a6a12', glow: '#fff6c0' },
  dark: { main: '#6a3fa0', dark: '#2a1640', glow: '#e08aff' },
};

/** The colour of each family: a character's trim (its role's colour) and the family marks. */
export const FAMILY_COLORS: Readonly<Record<string, string>> = {
  warrior: '#d9544d',
  mage: '#5b7cf0',
  human: '#e0a84a',
  assassin: '#9b5bd6',
  elemental: '#2fb8a8',
  guardian: '#5fa84f',
};

/** Metal of weapons and armour by rarity: steel, blued steel, violet steel, gold. */
export const RARITY_METAL: Readonly<Record<Rarity, string>> = {
  common: '#b9c2cc',
  rare: '#bcd2ee',
  epic: '#d2c0ee',
  legendary: '#f0c95a',
};
