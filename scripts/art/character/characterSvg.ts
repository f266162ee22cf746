import type { UnitCard } from '../../../src/engine';
import { ELEMENT_CLOTH, FAMILY_COLORS, RARITY_METAL } from '../palettes';
import { bodySvg } from './bodies';
import { characterSpec } from './characterSpec';
import { headSvg, SKINS } from './heads';
import { weaponSvg } from './weapons';

/**
 * A card's character in the 256-unit portrait box, bottom-anchored: weapon behind, hood or collar, body, head,
 * then hands, shield and held things in front. Pure vector parts in one ink-outlined style.
 */
export function characterSvg(card: UnitCard): string {
  const spec = characterSpec(card);
  const cloth = ELEMENT_CLOTH[card.element];
  const metal = RARITY_METAL[card.rarity];
  const trim = FAMILY_COLORS[card.families[0] ?? 'warrior'] ?? '#d9544d';
  const skin = spec.head.kind === 'human' ? SKINS[spec.skin]! : spec.head.kind === 'elemental' ? cloth.main : '#8f98a6';
  const weapon = weaponSvg(spec.weapon, { metal, wood: '#8a5a32', glow: cloth.glow }, spec.head.kind === 'human' ? skin : cloth.dark);
  const body = bodySvg(spec.body, { main: cloth.main, dark: cloth.dark, trim, metal, glow: cloth.glow });
  const head = headSvg(spec, { main: cloth.main, dark: cloth.dark, trim, metal, glow: cloth.glow, element: card.element });
  return [`<ellipse cx="128" cy="250" rx="100" ry="18" fill="#000000" opacity="0.25"/>`, weapon.back, head.back, body.back, body.torso, head.head, body.front, weapon.front].join('');
}
