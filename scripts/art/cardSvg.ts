import type { UnitCard } from '../../src/engine';
import { characterSvg } from './character/characterSvg';
import { FAMILY_ICONS } from './familyIcons';
import { iconBody } from './iconBody';
import { ELEMENT_PALETTES, FAMILY_COLORS, RARITY_FRAMES } from './palettes';
import { seededRandom } from './seededRandom';

/** Side of a card portrait, in pixels (also its viewBox). */
export const CARD_ART_SIZE = 256;

const round = (n: number) => Math.round(n * 10) / 10;

/** The seeded background pattern of a card: soft rings and motes in its element's tint. */
function pattern(seed: string, tint: string): string {
  const rnd = seededRandom(seed);
  const parts: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const r = 30 + rnd() * 90;
    parts.push(`<circle cx="${round(rnd() * 256)}" cy="${round(rnd() * 256)}" r="${round(r)}" fill="none" stroke="${tint}" stroke-width="${round(2 + rnd() * 6)}" opacity="${round(0.08 + rnd() * 0.14)}"/>`);
  }
  for (let i = 0; i < 14; i += 1) {
    parts.push(`<circle cx="${round(rnd() * 256)}" cy="${round(rnd() * 256)}" r="${round(1.5 + rnd() * 4)}" fill="${tint}" opacity="${round(0.2 + rnd() * 0.35)}"/>`);
  }
  return parts.join('');
}

/** An icon scaled from its 512-unit box to `size` pixels at (x, y). */
function placedIcon(name: string, color: string, x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${round((size / 512) * 1000) / 1000})">${iconBody(name, color)}</g>`;
}

/**
 * A card portrait: element background with a seeded pattern, the card's generated character, a frame by rarity
 * (corner gems from rare up) and one mark per family in the family's colour. Self-contained: no fonts, links or
 * external references.
 */
export function cardSvg(card: UnitCard): string {
  const palette = ELEMENT_PALETTES[card.element];
  const frame = RARITY_FRAMES[card.rarity];
  const half = frame.width / 2;
  const gems =
    card.rarity === 'common'
      ? ''
      : [
          [18, 18],
          [238, 18],
          [18, 238],
          [238, 238],
        ]
          .map(([x, y]) => `<rect x="${(x ?? 0) - 7}" y="${(y ?? 0) - 7}" width="14" height="14" transform="rotate(45 ${x} ${y})" fill="${frame.gem}" stroke="${frame.inner}" stroke-width="2"/>`)
          .join('');
  const marks = card.families
    .map((family, i) => {
      const cx = 30 + i * 34;
      const cy = 226;
      return `<circle cx="${cx}" cy="${cy}" r="15" fill="${FAMILY_COLORS[family] ?? '#10131c'}" stroke="#10131c" stroke-width="3"/>${placedIcon(FAMILY_ICONS[family] ?? 'circle', '#ffffff', cx - 10, cy - 10, 20)}`;
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_ART_SIZE} ${CARD_ART_SIZE}" width="${CARD_ART_SIZE}" height="${CARD_ART_SIZE}">`,
    `<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.dark}"/></radialGradient></defs>`,
    `<rect width="256" height="256" rx="22" fill="url(#bg)"/>`,
    pattern(card.id, palette.pattern),
    characterSvg(card),
    `<rect x="${half}" y="${half}" width="${256 - frame.width}" height="${256 - frame.width}" rx="${22 - half}" fill="none" stroke="${frame.outer}" stroke-width="${frame.width}"/>`,
    `<rect x="${frame.width + 2}" y="${frame.width + 2}" width="${256 - 2 * frame.width - 4}" height="${256 - 2 * frame.width - 4}" rx="14" fill="none" stroke="${frame.inner}" stroke-width="2" opacity="0.8"/>`,
    gems,
    marks,
    '</svg>',
  ].join('');
}
