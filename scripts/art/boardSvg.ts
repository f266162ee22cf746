import { BOARD_THEMES, type BoardTheme } from '../../src/contracts/art/boardTheme';
import { seededRandom } from './seededRandom';

/** Size of a board background, in the scene's virtual units (the stage of the 7 × 4 board). */
export const BOARD_SIZE = { width: 724, height: 520 } as const;

/** Colours of each theme: sky top and bottom, ground light and dark, and its scattered details. */
const THEMES: Readonly<Record<BoardTheme, { sky: [string, string]; ground: [string, string]; detail: string; accent: string; shape: 'tuft' | 'stone' | 'dune' | 'flake' | 'ember' | 'brick' | 'plank' }>> = {
  meadow: { sky: ['#2a4a6e', '#5f8fb0'], ground: ['#5f8f44', '#3a5e2c'], detail: '#8cc063', accent: '#f2e27a', shape: 'tuft' },
  forest: { sky: ['#163024', '#2f5a40'], ground: ['#3f6a3a', '#24401f'], detail: '#6fa058', accent: '#c9e27a', shape: 'tuft' },
  desert: { sky: ['#6e4a2a', '#c98e52'], ground: ['#d8b36e', '#a87f43'], detail: '#f0d79a', accent: '#8a5a32', shape: 'dune' },
  snow: { sky: ['#2a3c5e', '#7f9fc0'], ground: ['#dfe9f2', '#a9bdd0'], detail: '#ffffff', accent: '#7fb0e0', shape: 'flake' },
  volcano: { sky: ['#2a0e0e', '#6e2414'], ground: ['#4a3430', '#2a1c1a'], detail: '#ff7a2a', accent: '#ffb23a', shape: 'ember' },
  crypt: { sky: ['#120c1e', '#2e2046'], ground: ['#3a3446', '#201c2a'], detail: '#6a5f80', accent: '#b08aff', shape: 'stone' },
  tower: { sky: ['#141a2e', '#2c355a'], ground: ['#4d4f66', '#2e3044'], detail: '#6e7190', accent: '#8fb0ff', shape: 'brick' },
  tavern: { sky: ['#2a1a10', '#5a3a22'], ground: ['#8a5f3a', '#5e3e24'], detail: '#a87a4e', accent: '#ffcf6a', shape: 'plank' },
  arena: { sky: ['#2a1c2e', '#5a3a4e'], ground: ['#c9a676', '#9a7a50'], detail: '#e2c89a', accent: '#d9544d', shape: 'dune' },
};

const r1 = (n: number) => Math.round(n * 10) / 10;

function detail(shape: (typeof THEMES)[BoardTheme]['shape'], x: number, y: number, s: number, color: string): string {
  switch (shape) {
    case 'tuft':
      return `<path d="M${r1(x)} ${r1(y)} l${r1(-4 * s)} ${r1(-10 * s)} M${r1(x)} ${r1(y)} l0 ${r1(-13 * s)} M${r1(x)} ${r1(y)} l${r1(4 * s)} ${r1(-10 * s)}" stroke="${color}" stroke-width="${r1(2 * s)}" stroke-linecap="round" opacity="0.55"/>`;
    case 'stone':
      return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(9 * s)}" ry="${r1(5 * s)}" fill="${color}" opacity="0.45"/>`;
    case 'dune':
      return `<path d="M${r1(x - 18 * s)} ${r1(y)} q${r1(18 * s)} ${r1(-8 * s)} ${r1(36 * s)} 0" stroke="${color}" stroke-width="${r1(2.5 * s)}" fill="none" opacity="0.5"/>`;
    case 'flake':
      return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(2.5 * s)}" fill="${color}" opacity="0.7"/>`;
    case 'ember':
      return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(2 * s)}" fill="${color}" opacity="0.6"/>`;
    case 'brick':
      return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(34 * s)}" height="${r1(14 * s)}" rx="2" fill="none" stroke="${color}" stroke-width="2" opacity="0.35"/>`;
    case 'plank':
      return `<path d="M0 ${r1(y)} L724 ${r1(y)}" stroke="${color}" stroke-width="2" opacity="0.3"/>`;
  }
}

/**
 * A board background: a sky band (where the round title and synergy panels sit) over a ground texture of the
 * theme, seeded details, and a vignette; the scene draws the cells (faint), the two halves' tints and the units
 * over it. No text, no external references.
 */
export function boardSvg(theme: BoardTheme): string {
  const t = THEMES[theme];
  const rnd = seededRandom(`board:${theme}`);
  const { width, height } = BOARD_SIZE;
  const details: string[] = [];
  for (let i = 0; i < 90; i += 1) details.push(detail(t.shape, rnd() * width, 100 + rnd() * (height - 100), 0.7 + rnd() * 0.8, rnd() < 0.8 ? t.detail : t.accent));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.sky[0]}"/><stop offset="1" stop-color="${t.sky[1]}"/></linearGradient>`,
    `<radialGradient id="ground" cx="50%" cy="55%" r="70%"><stop offset="0" stop-color="${t.ground[0]}"/><stop offset="1" stop-color="${t.ground[1]}"/></radialGradient>`,
    `<radialGradient id="vignette" cx="50%" cy="55%" r="75%"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<path d="M0 100 Q 181 88 362 98 T 724 96 L724 ${height} L0 ${height} Z" fill="url(#ground)"/>`,
    details.join(''),
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
    '</svg>',
  ].join('');
}

/** Every theme's background, as art files. */
export function boardFiles(): { path: string; svg: string }[] {
  return BOARD_THEMES.map((theme) => ({ path: `boards/${theme}.svg`, svg: boardSvg(theme) }));
}
