import type { DamageType, Element } from '../engine';

/** Element colours (placeholder portraits, element badges); close to the card art's backgrounds. */
export const ELEMENT_COLORS: Record<Element, number> = {
  fire: 0xe8553e, water: 0x3d8fe0, earth: 0xa0793d, wind: 0x4fc48a, light: 0xf2d46b, dark: 0x7a4fc4,
};

/** Team colours; the team is also told by the marker's shape (circle / diamond) and the side of the board. */
export const TEAM_COLORS = [0x56b4ff, 0xff6b6b] as const;

/** Floating number colours by damage type; heals and absorbed shield have their own. */
export const NUMBER_COLORS: Record<DamageType | 'heal' | 'shield', number> = {
  physical: 0xffffff, magic: 0xc58bff, true: 0xffd166, heal: 0x6ee7a0, shield: 0x9fdcff,
};

/** Field overlay tints by field status id (unknown fields use the owner's team colour). */
export const FIELD_COLORS: Record<string, number> = {
  field: 0xf5c451, lava_field: 0xff6a3d, frost_field: 0x7fd4ff, poison_field: 0x8bd45a, holy_field: 0xfff1a8, gravity_field: 0x9b7bff,
};

/** Board colours. */
export const BOARD_COLORS = { health: 0x5fdc9a, healthLow: 0xff6b81, trail: 0xffe08a, shield: 0xdff4ff, barBack: 0x0d0b16 };
