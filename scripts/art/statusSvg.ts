import { iconBody } from './iconBody';
import { STATUS_TONES } from './palettes';
import { statusTone } from './statusTone';

/** Side of a status icon, in pixels (also its viewBox). */
export const STATUS_ICON_SIZE = 64;

/** A status icon: the glyph on a disc coloured by what the status does (harm, control, boon, ward, infusion). */
export function statusSvg(icon: string, effectType: string): string {
  const tone = STATUS_TONES[statusTone(effectType)];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">`,
    `<circle cx="32" cy="32" r="29" fill="${tone.fill}" stroke="${tone.ring}" stroke-width="4"/>`,
    `<g transform="translate(14 14) scale(0.0703125)">${iconBody(icon, '#ffffff')}</g>`,
    '</svg>',
  ].join('');
}
