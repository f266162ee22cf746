/** The two pictures a share carries: `card` (the chat message's photo, landscape) and `story` (9:16, Telegram stories). */
export type ShareImageVariant = 'card' | 'story';

/** Pixel size of each variant (Telegram shows stories at 1080 × 1920). */
export const SHARE_IMAGE_SIZE: Readonly<Record<ShareImageVariant, { width: number; height: number }>> = {
  card: { width: 1200, height: 630 },
  story: { width: 1080, height: 1920 },
};

/** One unit as the picture shows it: its card, level, and whether it stood at the end. */
export interface ShareUnit {
  cardId: string;
  level: number;
  alive: boolean;
}

/** What a picture shows: a battle's result (both teams, the score, the verified hash) or an invitation. */
export type ShareScene =
  | { kind: 'battle'; teams: readonly [readonly ShareUnit[], readonly ShareUnit[]]; winner: 0 | 1 | null; hash: string; rounds: number }
  | { kind: 'invite'; code: string; showcase: readonly string[] };

/** A card portrait's SVG text by card id (the generated art of src/contracts/art), or null when there is none. */
export type CardArtSource = (cardId: string) => string | null;

const BACKGROUND = '#0e1621';
const PANEL = '#17212b';
const TEXT = '#f5f5f5';
const MUTED = '#8aa0b5';
const WIN = '#f2c14e';
const ACCENT = '#6ab3f3';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A portrait at (x, y), `size` wide: the card's art (or a plain tile), dimmed when the unit fell, with its level. */
function portrait(unit: ShareUnit, x: number, y: number, size: number, art: CardArtSource): string {
  const svg = art(unit.cardId);
  // Nested art is clipped to its tile: its background pattern reaches past its own box.
  const body = svg
    ? `<svg x="${x}" y="${y}" width="${size}" height="${size}" overflow="hidden"><image width="${size}" height="${size}" href="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"/></svg>`
    : `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size / 10}" fill="${PANEL}"/>`;
  const fallen = unit.alive ? '' : `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size / 14}" fill="${BACKGROUND}" opacity="0.62"/>`;
  const badge = size / 4;
  const level = `<circle cx="${x + size - badge * 0.6}" cy="${y + size - badge * 0.6}" r="${badge / 2}" fill="${BACKGROUND}" stroke="${ACCENT}" stroke-width="3"/>`
    + `<text x="${x + size - badge * 0.6}" y="${y + size - badge * 0.6 + badge * 0.18}" font-size="${badge * 0.5}" font-weight="700" fill="${TEXT}" text-anchor="middle">${unit.level}</text>`;
  return body + fallen + level;
}

/** A team's portraits in rows of `perRow`, centred in the box (x, y, width). */
function teamBlock(units: readonly ShareUnit[], x: number, y: number, width: number, size: number, perRow: number, art: CardArtSource): string {
  const gap = size * 0.1;
  const parts: string[] = [];
  units.forEach((unit, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, units.length - row * perRow);
    const rowWidth = inRow * size + (inRow - 1) * gap;
    const left = x + (width - rowWidth) / 2;
    parts.push(portrait(unit, left + (i % perRow) * (size + gap), y + row * (size + gap), size, art));
  });
  return parts.join('');
}

/** A crown over the winning side, `size` wide, its top-left at (x, y). */
function crown(x: number, y: number, size: number): string {
  const s = size / 100;
  const p = (px: number, py: number) => `${x + px * s},${y + py * s}`;
  return `<polygon points="${[p(0, 70), p(8, 12), p(30, 42), p(50, 0), p(70, 42), p(92, 12), p(100, 70)].join(' ')}" fill="${WIN}"/>`
    + `<rect x="${x}" y="${y + 76 * s}" width="${size}" height="${14 * s}" rx="${4 * s}" fill="${WIN}"/>`;
}

/** A check mark (the hash was reproduced by the server), `size` wide, its top-left at (x, y). */
function check(x: number, y: number, size: number): string {
  const s = size / 100;
  return `<polyline points="${x + 8 * s},${y + 52 * s} ${x + 38 * s},${y + 82 * s} ${x + 94 * s},${y + 18 * s}" fill="none" stroke="#5fd38d" stroke-width="${14 * s}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

const alive = (team: readonly ShareUnit[]) => team.filter((u) => u.alive).length;

function frame(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Inter">`
    + `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2838"/><stop offset="1" stop-color="${BACKGROUND}"/></linearGradient></defs>`
    + `<rect width="${width}" height="${height}" fill="url(#bg)"/>${body}</svg>`;
}

function battleStory(scene: Extract<ShareScene, { kind: 'battle' }>, art: CardArtSource): string {
  const { width, height } = SHARE_IMAGE_SIZE.story;
  const size = 220;
  const top = 330;
  const bottom = 1190;
  const score = `${alive(scene.teams[1])} : ${alive(scene.teams[0])}`;
  return frame(width, height, [
    `<text x="${width / 2}" y="170" font-size="90" font-weight="800" fill="${TEXT}" text-anchor="middle" letter-spacing="12">TCG</text>`,
    scene.winner === 1 ? crown(width / 2 - 50, top - 112, 100) : '',
    teamBlock(scene.teams[1], 0, top, width, size, 3, art),
    `<rect x="90" y="850" width="${width - 180}" height="190" rx="40" fill="${PANEL}"/>`,
    `<text x="${width / 2}" y="1000" font-size="150" font-weight="800" fill="${scene.winner === null ? TEXT : WIN}" text-anchor="middle">${score}</text>`,
    scene.winner === 0 ? crown(width / 2 - 55, bottom - 125, 110) : '',
    teamBlock(scene.teams[0], 0, bottom, width, size, 3, art),
    check(width / 2 - 340, 1712, 56),
    `<text x="${width / 2 + 40}" y="1762" font-size="58" font-weight="600" fill="${MUTED}" text-anchor="middle" letter-spacing="4">${escapeXml(scene.hash)}</text>`,
  ].join(''));
}

function battleCard(scene: Extract<ShareScene, { kind: 'battle' }>, art: CardArtSource): string {
  const { width, height } = SHARE_IMAGE_SIZE.card;
  const size = 130;
  const side = 420;
  const margin = 40;
  const score = `${alive(scene.teams[0])} : ${alive(scene.teams[1])}`;
  return frame(width, height, [
    `<text x="${width / 2}" y="92" font-size="64" font-weight="800" fill="${TEXT}" text-anchor="middle" letter-spacing="8">TCG</text>`,
    scene.winner === 0 ? crown(margin + side / 2 - 45, 120, 90) : '',
    scene.winner === 1 ? crown(width - margin - side / 2 - 45, 120, 90) : '',
    teamBlock(scene.teams[0], margin, 240, side, size, 3, art),
    teamBlock(scene.teams[1], width - margin - side, 240, side, size, 3, art),
    `<text x="${width / 2}" y="380" font-size="96" font-weight="800" fill="${scene.winner === null ? TEXT : WIN}" text-anchor="middle">${score}</text>`,
    check(width / 2 - 225, 550, 40),
    `<text x="${width / 2 + 25}" y="582" font-size="36" font-weight="600" fill="${MUTED}" text-anchor="middle" letter-spacing="3">${escapeXml(scene.hash)}</text>`,
  ].join(''));
}

function invite(scene: Extract<ShareScene, { kind: 'invite' }>, variant: ShareImageVariant, art: CardArtSource): string {
  const { width, height } = SHARE_IMAGE_SIZE[variant];
  const story = variant === 'story';
  const units = scene.showcase.map((cardId) => ({ cardId, level: 1, alive: true }));
  const size = story ? 300 : 170;
  const codeY = story ? 1500 : 540;
  return frame(width, height, [
    `<text x="${width / 2}" y="${story ? 260 : 110}" font-size="${story ? 130 : 80}" font-weight="800" fill="${TEXT}" text-anchor="middle" letter-spacing="12">TCG</text>`,
    teamBlock(units, 0, story ? 480 : 170, width, size, story ? 3 : 5, art),
    `<rect x="${width / 2 - (story ? 400 : 300)}" y="${codeY - (story ? 130 : 80)}" width="${story ? 800 : 600}" height="${story ? 190 : 110}" rx="30" fill="${PANEL}" stroke="${ACCENT}" stroke-width="4"/>`,
    `<text x="${width / 2}" y="${codeY}" font-size="${story ? 110 : 64}" font-weight="800" fill="${ACCENT}" text-anchor="middle" letter-spacing="6">${escapeXml(scene.code)}</text>`,
  ].join(''));
}

/**
 * The SVG of a share picture: text is only what reads in every language (the game's name, the score, the hash, an
 * invite code), so one picture serves every player; the teams are drawn with the card art, fallen units dimmed, the
 * winner crowned. Pure: the same scene and art give the same SVG.
 */
export function shareImageSvg(scene: ShareScene, variant: ShareImageVariant, art: CardArtSource): string {
  if (scene.kind === 'invite') return invite(scene, variant, art);
  return variant === 'story' ? battleStory(scene, art) : battleCard(scene, art);
}
