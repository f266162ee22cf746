import { iconBody } from './iconBody';

/** Side of a field tile, in pixels (also its viewBox): one board cell. */
export const FIELD_TILE_SIZE = 128;

/** A field tile laid over each board cell a field covers: a translucent wash, diagonal stripes and a faint glyph. */
export function fieldSvg(icon: string, color: string): string {
  const stripes = Array.from({ length: 8 }, (_, i) => {
    const o = i * 32 - 96;
    return `<line x1="${o}" y1="128" x2="${o + 128}" y2="0" stroke="${color}" stroke-width="6" opacity="0.35"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">`,
    `<rect x="2" y="2" width="124" height="124" rx="10" fill="${color}" fill-opacity="0.28" stroke="${color}" stroke-width="4" stroke-opacity="0.8"/>`,
    `<defs><clipPath id="cell"><rect x="2" y="2" width="124" height="124" rx="10"/></clipPath></defs>`,
    `<g clip-path="url(#cell)">${stripes}</g>`,
    `<g transform="translate(32 32) scale(0.125)" opacity="0.55">${iconBody(icon, '#ffffff')}</g>`,
    '</svg>',
  ].join('');
}
