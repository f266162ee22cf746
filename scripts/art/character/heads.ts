import type { Element } from '../../../src/engine';
import type { CharacterSpec, Creature } from './characterSpec';
import { inked, INK, mix } from './style';

/** Human skin tones and hair colours (picked by the card's seed). */
export const SKINS = ['#f6d2b3', '#e9b48d', '#c98e62', '#9c6644', '#6e4530'] as const;
const HAIRS = ['#2b1d14', '#5a3a1e', '#a0622b', '#d9b35a', '#e8e0d0', '#7a2e1e', '#34406e'] as const;

/** Colours a head is drawn in (by element and family). */
export interface HeadColors {
  main: string;
  dark: string;
  trim: string;
  metal: string;
  glow: string;
  element: Element;
}

const CX = 128;
const EY = 112;

/** Two eyes of a style: 0 round with pupils, 1 fierce (slanted brows), 2 narrow slits; `glow` for glowing eyes. */
function eyes(style: number, iris: string, glow = false, dx = 17, y = EY): string {
  const at = [CX - dx, CX + dx];
  if (glow) return at.map((x) => `<ellipse cx="${x}" cy="${y}" rx="9" ry="7" fill="${iris}" stroke="${INK}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="3" fill="#ffffff"/>`).join('');
  if (style === 2) return at.map((x, i) => `<path d="M${x - 10} ${y + (i ? -2 : 2)} L${x + 10} ${y + (i ? 2 : -2)}" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`).join('');
  const brow = style === 1 ? at.map((x, i) => `<path d="M${x - 12} ${y - (i ? 18 : 10)} L${x + 12} ${y - (i ? 10 : 18)}" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`).join('') : '';
  return at.map((x) => `<ellipse cx="${x}" cy="${y}" rx="8" ry="9" fill="#ffffff" stroke="${INK}" stroke-width="3"/><circle cx="${x + 1}" cy="${y + 1}" r="4.5" fill="${iris}"/><circle cx="${x + 1}" cy="${y + 1}" r="2" fill="${INK}"/>`).join('') + brow;
}

function mouth(style: number, y = 140): string {
  if (style === 0) return `<path d="M${CX - 12} ${y} Q ${CX} ${y + 9} ${CX + 12} ${y}" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`;
  if (style === 1) return `<path d="M${CX - 11} ${y + 3} L${CX + 11} ${y + 3}" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`;
  return `<path d="M${CX - 10} ${y} Q ${CX} ${y - 5} ${CX + 10} ${y} Q ${CX} ${y + 10} ${CX - 10} ${y} Z" fill="#5a1f26" stroke="${INK}" stroke-width="3"/>`;
}

/** Face markings: 0 none, 1 a scar over an eye, 2 war paint, 3 a forehead sigil. */
function marking(mark: number, paint: string): string {
  if (mark === 1) return `<path d="M${CX + 8} ${EY - 22} L${CX + 24} ${EY + 18}" stroke="#8a2a2a" stroke-width="4" stroke-linecap="round"/>`;
  if (mark === 2) return `<path d="M${CX - 34} ${EY + 12} l14 0 M${CX - 34} ${EY + 19} l12 0 M${CX + 20} ${EY + 12} l14 0 M${CX + 22} ${EY + 19} l12 0" stroke="${paint}" stroke-width="4" stroke-linecap="round"/>`;
  if (mark === 3) return `<path d="M${CX} ${EY - 34} l6 8 l-6 8 l-6 -8 Z" fill="${paint}" stroke="${INK}" stroke-width="2"/>`;
  return '';
}

const face = (skin: string) => `<rect x="${CX - 16}" y="140" width="32" height="34" ${inked(mix(skin, INK, 0.12))}/><ellipse cx="${CX - 40}" cy="${EY + 6}" rx="9" ry="12" ${inked(skin)}/><ellipse cx="${CX + 40}" cy="${EY + 6}" rx="9" ry="12" ${inked(skin)}/><ellipse cx="${CX}" cy="${EY + 4}" rx="40" ry="46" ${inked(skin)}/>`;

/** A human head: face, eyes and mouth, and the headgear of the role (helm, hat, hood, crown) in a seeded variant. */
function human(s: CharacterSpec, c: HeadColors): { back: string; head: string } {
  const skin = SKINS[s.skin]!;
  const hair = HAIRS[s.hair]!;
  const features = eyes(s.eyes, mix(c.main, INK, 0.3)) + mouth(s.mouth) + marking(s.mark, c.glow);
  const hairCap = `<path d="M${CX - 42} ${EY + 2} C ${CX - 46} ${EY - 50} ${CX + 46} ${EY - 50} ${CX + 42} ${EY + 2} C ${CX + 30} ${EY - 22} ${CX - 20} ${EY - 26} ${CX - 42} ${EY + 2} Z" ${inked(hair)}/>`;
  const beard = `<path d="M${CX - 38} ${EY + 14} C ${CX - 36} ${EY + 74} ${CX + 36} ${EY + 74} ${CX + 38} ${EY + 14} C ${CX + 24} ${EY + 40} ${CX - 24} ${EY + 40} ${CX - 38} ${EY + 14} Z" ${inked(hair)}/>`;
  switch (s.body) {
    case 'warrior': {
      if (s.headgear === 1) return { back: '', head: face(skin) + features + hairCap + `<path d="M${CX - 42} ${EY - 14} Q ${CX} ${EY - 28} ${CX + 42} ${EY - 14}" fill="none" stroke="${c.trim}" stroke-width="9"/>` };
      const horns = s.headgear === 2 ? `<path d="M${CX - 38} ${EY - 22} C ${CX - 70} ${EY - 30} ${CX - 74} ${EY - 60} ${CX - 62} ${EY - 76} C ${CX - 56} ${EY - 54} ${CX - 44} ${EY - 44} ${CX - 26} ${EY - 40} Z M${CX + 38} ${EY - 22} C ${CX + 70} ${EY - 30} ${CX + 74} ${EY - 60} ${CX + 62} ${EY - 76} C ${CX + 56} ${EY - 54} ${CX + 44} ${EY - 44} ${CX + 26} ${EY - 40} Z" ${inked('#efe6cf')}/>` : `<path d="M${CX - 8} ${EY - 50} C ${CX - 10} ${EY - 84} ${CX + 40} ${EY - 88} ${CX + 56} ${EY - 70} C ${CX + 30} ${EY - 70} ${CX + 14} ${EY - 60} ${CX + 8} ${EY - 46} Z" ${inked(c.trim)}/>`;
      return { back: '', head: face(skin) + features + `<path d="M${CX - 44} ${EY + 8} C ${CX - 48} ${EY - 56} ${CX + 48} ${EY - 56} ${CX + 44} ${EY + 8} L${CX + 30} ${EY - 10} L${CX - 30} ${EY - 10} Z" ${inked(c.metal)}/><rect x="${CX - 6}" y="${EY - 14}" width="12" height="30" rx="3" ${inked(c.metal, 4)}/>` + horns };
    }
    case 'mage': {
      if (s.headgear === 0) return { back: '', head: face(skin) + features + hairCap + `<path d="M${CX - 62} ${EY - 22} Q ${CX} ${EY - 44} ${CX + 62} ${EY - 22} Q ${CX} ${EY - 8} ${CX - 62} ${EY - 22} Z" ${inked(c.dark)}/><path d="M${CX - 40} ${EY - 28} C ${CX - 20} ${EY - 70} ${CX + 10} ${EY - 100} ${CX + 44} ${EY - 106} C ${CX + 26} ${EY - 80} ${CX + 34} ${EY - 50} ${CX + 40} ${EY - 28} Z" ${inked(c.main)}/><path d="M${CX - 38} ${EY - 32} Q ${CX} ${EY - 44} ${CX + 40} ${EY - 32}" fill="none" stroke="${c.trim}" stroke-width="7"/>` };
      if (s.headgear === 1) return { back: `<path d="M${CX - 58} ${EY + 40} C ${CX - 64} ${EY - 50} ${CX - 20} ${EY - 70} ${CX} ${EY - 70} C ${CX + 20} ${EY - 70} ${CX + 64} ${EY - 50} ${CX + 58} ${EY + 40} Z" ${inked(c.main)}/>`, head: face(skin) + features + `<path d="M${CX - 46} ${EY + 30} C ${CX - 50} ${EY - 52} ${CX + 50} ${EY - 52} ${CX + 46} ${EY + 30} C ${CX + 42} ${EY - 30} ${CX - 42} ${EY - 30} ${CX - 46} ${EY + 30} Z" ${inked(c.dark)}/>` };
      return { back: '', head: face(skin) + eyes(s.eyes, mix(c.main, INK, 0.3)) + marking(s.mark, c.glow) + beard + `<path d="M${CX - 14} ${EY + 32} Q ${CX} ${EY + 26} ${CX + 14} ${EY + 32}" fill="none" stroke="${INK}" stroke-width="4"/><path d="M${CX - 40} ${EY - 24} Q ${CX} ${EY - 40} ${CX + 40} ${EY - 24}" fill="none" stroke="${c.glow}" stroke-width="7"/><circle cx="${CX}" cy="${EY - 32}" r="7" ${inked(c.glow, 3)}/>` };
    }
    case 'assassin': {
      const mask = s.headgear === 2 ? c.trim : mix(c.dark, INK, 0.4);
      return {
        back: `<path d="M${CX - 60} ${EY + 58} C ${CX - 66} ${EY - 40} ${CX - 24} ${EY - 72} ${CX} ${EY - 72} C ${CX + 24} ${EY - 72} ${CX + 66} ${EY - 40} ${CX + 60} ${EY + 58} Z" ${inked(mix(c.dark, INK, 0.2))}/>`,
        head: face(skin) + eyes(s.eyes === 0 ? 1 : s.eyes, c.glow) + marking(s.mark === 1 ? 1 : 0, c.glow) + `<path d="M${CX - 40} ${EY + 14} L${CX + 40} ${EY + 14} C ${CX + 36} ${EY + 44} ${CX + 20} ${EY + 52} ${CX} ${EY + 52} C ${CX - 20} ${EY + 52} ${CX - 36} ${EY + 44} ${CX - 40} ${EY + 14} Z" ${inked(mask)}/><path d="M${CX - 50} ${EY + 40} C ${CX - 52} ${EY - 40} ${CX + 52} ${EY - 40} ${CX + 50} ${EY + 40} C ${CX + 44} ${EY - 24} ${CX - 44} ${EY - 24} ${CX - 50} ${EY + 40} Z" ${inked(mix(c.dark, INK, 0.2))}/>`,
      };
    }
    case 'guardian': {
      if (s.headgear === 0) return { back: '', head: `<rect x="${CX - 16}" y="140" width="32" height="34" ${inked(c.metal)}/><path d="M${CX - 44} ${EY + 44} L${CX - 46} ${EY - 10} C ${CX - 46} ${EY - 56} ${CX + 46} ${EY - 56} ${CX + 46} ${EY - 10} L${CX + 44} ${EY + 44} Z" ${inked(c.metal)}/><path d="M${CX - 34} ${EY} L${CX + 34} ${EY} M${CX} ${EY} L${CX} ${EY + 34}" stroke="${INK}" stroke-width="8" stroke-linecap="round"/><path d="M${CX - 28} ${EY} L${CX + 28} ${EY}" stroke="${c.glow}" stroke-width="3"/><path d="M${CX} ${EY - 46} C ${CX + 20} ${EY - 86} ${CX + 60} ${EY - 80} ${CX + 70} ${EY - 60} C ${CX + 40} ${EY - 66} ${CX + 20} ${EY - 56} ${CX + 10} ${EY - 44} Z" ${inked(c.trim)}/>` };
      if (s.headgear === 1) return { back: '', head: face(skin) + features + `<path d="M${CX - 46} ${EY + 34} L${CX - 46} ${EY - 6} C ${CX - 46} ${EY - 58} ${CX + 46} ${EY - 58} ${CX + 46} ${EY - 6} L${CX + 46} ${EY + 34} L${CX + 34} ${EY + 30} L${CX + 32} ${EY - 12} L${CX - 32} ${EY - 12} L${CX - 34} ${EY + 30} Z" ${inked(c.metal)}/><path d="M${CX - 46} ${EY - 20} L${CX + 46} ${EY - 20}" stroke="${c.trim}" stroke-width="6"/>` };
      return { back: '', head: face(skin) + features + beard + `<path d="M${CX - 12} ${EY + 34} Q ${CX} ${EY + 28} ${CX + 12} ${EY + 34}" fill="none" stroke="${INK}" stroke-width="4"/><path d="M${CX - 40} ${EY - 22} L${CX - 44} ${EY - 62} L${CX - 22} ${EY - 42} L${CX} ${EY - 70} L${CX + 22} ${EY - 42} L${CX + 44} ${EY - 62} L${CX + 40} ${EY - 22} Z" ${inked('#f2c94c')}/><circle cx="${CX}" cy="${EY - 34}" r="6" ${inked(c.glow, 3)}/>` };
    }
  }
}

/** A living-element head: the element's shape with glowing eyes (a flame, a drop, a rock, a cloud, a sun, a shade). */
function elemental(s: CharacterSpec, c: HeadColors): { back: string; head: string } {
  const light = mix(c.glow, '#ffffff', 0.35);
  const shapes: Record<Element, string> = {
    fire: `<path d="M${CX} ${EY - 86} C ${CX + 14} ${EY - 60} ${CX + 30} ${EY - 70} ${CX + 28} ${EY - 92} C ${CX + 58} ${EY - 60} ${CX + 62} ${EY - 10} ${CX + 44} ${EY + 30} C ${CX + 30} ${EY + 58} ${CX - 30} ${EY + 58} ${CX - 44} ${EY + 30} C ${CX - 62} ${EY - 10} ${CX - 50} ${EY - 50} ${CX - 26} ${EY - 70} C ${CX - 26} ${EY - 50} ${CX - 14} ${EY - 44} ${CX} ${EY - 86} Z" ${inked(c.main)}/><path d="M${CX} ${EY - 30} C ${CX + 30} ${EY - 10} ${CX + 34} ${EY + 30} ${CX} ${EY + 44} C ${CX - 34} ${EY + 30} ${CX - 30} ${EY - 10} ${CX} ${EY - 30} Z" fill="${light}"/>`,
    water: `<path d="M${CX} ${EY - 80} C ${CX + 30} ${EY - 40} ${CX + 52} ${EY - 10} ${CX + 50} ${EY + 18} C ${CX + 48} ${EY + 54} ${CX - 48} ${EY + 54} ${CX - 50} ${EY + 18} C ${CX - 52} ${EY - 10} ${CX - 30} ${EY - 40} ${CX} ${EY - 80} Z" ${inked(c.main)}/><path d="M${CX - 30} ${EY - 4} C ${CX - 30} ${EY - 24} ${CX - 20} ${EY - 36} ${CX - 10} ${EY - 46}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.7"/>`,
    earth: `<path d="M${CX - 50} ${EY + 40} L${CX - 56} ${EY - 10} L${CX - 34} ${EY - 50} L${CX + 10} ${EY - 58} L${CX + 50} ${EY - 36} L${CX + 56} ${EY + 10} L${CX + 44} ${EY + 46} L${CX - 10} ${EY + 54} Z" ${inked(c.main)}/><path d="M${CX - 30} ${EY - 44} L${CX - 14} ${EY - 20} L${CX - 22} ${EY - 6} M${CX + 30} ${EY + 40} L${CX + 20} ${EY + 26}" stroke="${INK}" stroke-width="3" fill="none"/><path d="M${CX - 34} ${EY - 50} C ${CX - 10} ${EY - 66} ${CX + 30} ${EY - 60} ${CX + 50} ${EY - 36} C ${CX + 20} ${EY - 46} ${CX - 10} ${EY - 44} ${CX - 34} ${EY - 50} Z" fill="#6cbf4f" stroke="${INK}" stroke-width="3"/>`,
    wind: `<path d="M${CX - 50} ${EY + 36} C ${CX - 74} ${EY + 20} ${CX - 64} ${EY - 20} ${CX - 40} ${EY - 24} C ${CX - 40} ${EY - 60} ${CX + 10} ${EY - 74} ${CX + 30} ${EY - 46} C ${CX + 60} ${EY - 56} ${CX + 76} ${EY - 10} ${CX + 54} ${EY + 10} C ${CX + 70} ${EY + 30} ${CX + 50} ${EY + 54} ${CX + 30} ${EY + 46} C ${CX + 10} ${EY + 60} ${CX - 30} ${EY + 56} ${CX - 50} ${EY + 36} Z" ${inked(c.main)}/><path d="M${CX - 30} ${EY + 34} C ${CX - 10} ${EY + 44} ${CX + 20} ${EY + 40} ${CX + 30} ${EY + 26}" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.8"/>`,
    light: `${Array.from({ length: 12 }, (_, i) => `<path d="M${CX} ${EY - 74} L${CX + 9} ${EY - 50} L${CX - 9} ${EY - 50} Z" transform="rotate(${i * 30} ${CX} ${EY})" ${inked(c.glow, 3)}/>`).join('')}<circle cx="${CX}" cy="${EY}" r="50" ${inked(c.main)}/><circle cx="${CX}" cy="${EY}" r="38" fill="${light}" opacity="0.6"/>`,
    dark: `<path d="M${CX - 36} ${EY - 34} L${CX - 50} ${EY - 80} L${CX - 18} ${EY - 46} Z M${CX + 36} ${EY - 34} L${CX + 50} ${EY - 80} L${CX + 18} ${EY - 46} Z" ${inked(c.dark)}/><path d="M${CX - 48} ${EY + 50} C ${CX - 58} ${EY} ${CX - 50} ${EY - 50} ${CX} ${EY - 52} C ${CX + 50} ${EY - 50} ${CX + 58} ${EY} ${CX + 48} ${EY + 50} L${CX + 30} ${EY + 38} L${CX + 14} ${EY + 54} L${CX} ${EY + 40} L${CX - 14} ${EY + 54} L${CX - 30} ${EY + 38} Z" ${inked(c.main)}/>`,
  };
  const eyeColor = c.element === 'light' ? '#ffffff' : c.element === 'dark' ? '#ff5f8a' : '#fff6a8';
  const jaw = s.mouth === 2 ? `<path d="M${CX - 16} ${EY + 26} L${CX - 8} ${EY + 32} L${CX} ${EY + 26} L${CX + 8} ${EY + 32} L${CX + 16} ${EY + 26}" stroke="${INK}" stroke-width="4" fill="none" stroke-linejoin="round"/>` : s.mouth === 1 ? `<ellipse cx="${CX}" cy="${EY + 28}" rx="8" ry="5" fill="${INK}"/>` : '';
  const glowRing = `<circle cx="${CX}" cy="${EY}" r="70" fill="${c.glow}" opacity="0.22"/>`;
  const crowns = [
    '',
    `<path d="M${CX - 30} ${EY - 30} L${CX - 46} ${EY - 66} L${CX - 12} ${EY - 42} Z M${CX + 30} ${EY - 30} L${CX + 46} ${EY - 66} L${CX + 12} ${EY - 42} Z" ${inked(c.trim, 4)}/>`,
    `<path d="M${CX - 26} ${EY - 40} L${CX - 18} ${EY - 72} L${CX - 6} ${EY - 46} L${CX + 4} ${EY - 84} L${CX + 14} ${EY - 46} L${CX + 26} ${EY - 68} L${CX + 30} ${EY - 38} Z" ${inked(c.glow, 4)}/>`,
  ];
  const gems = [
    '',
    `<path d="M${CX} ${EY - 34} l8 10 l-8 10 l-8 -10 Z" ${inked(c.trim, 3)}/>`,
    `<path d="M${CX - 34} ${EY + 20} q 8 -8 16 0 M${CX + 18} ${EY + 20} q 8 -8 16 0" stroke="${light}" stroke-width="4" fill="none"/>`,
    `<circle cx="${CX}" cy="${EY - 28}" r="7" ${inked('#ffffff', 3)}/>`,
  ];
  const body = gems[s.mark] ?? '';
  return { back: glowRing, head: `<rect x="${CX - 14}" y="146" width="28" height="28" ${inked(c.dark)}/>` + crowns[s.headgear] + shapes[c.element] + body + eyes(s.eyes, eyeColor, true, 18 + s.eyes * 2, EY + 2) + jaw };
}

const CREATURE_SKINS: Readonly<Record<Creature, readonly string[]>> = {
  orc: ['#7fae5a', '#6a9a48', '#94b86a'], troll: ['#7c9aa8', '#8aa39a', '#6f8f9f'], goblin: ['#9cc25a', '#b3c760', '#86b24e'],
  lizard: ['#5fae7a', '#8bbf4f', '#4f9f98'], wolf: ['#8a8f99', '#9a7a5a', '#6f7480'], skull: ['#efe6cf', '#e2d8c0', '#f4ecda'],
  spider: ['#4a2f5e', '#3a3050', '#5a2a4a'], turtle: ['#6fae6a', '#7ab08a', '#5f9f5a'], construct: ['#8f98a6', '#a0a6ae', '#7f8894'],
  demon: ['#b8434a', '#8f3a8a', '#a04a3a'], masked: ['#efe9f4', '#f2ead8', '#e8eef4'],
};

/** A creature head by kind, in a seeded skin of that kind. */
function creature(kind: Creature, s: CharacterSpec, c: HeadColors): { back: string; head: string } {
  const skins = CREATURE_SKINS[kind];
  const skin = skins[s.skin % skins.length]!;
  const neck = `<rect x="${CX - 16}" y="140" width="32" height="34" ${inked(mix(skin, INK, 0.15))}/>`;
  const oval = (rx = 42, ry = 44) => `<ellipse cx="${CX}" cy="${EY + 4}" rx="${rx}" ry="${ry}" ${inked(skin)}/>`;
  const yellow = '#ffd23a';
  const tusks = `<path d="M${CX - 22} ${EY + 36} L${CX - 18} ${EY + 14} L${CX - 12} ${EY + 34} Z M${CX + 22} ${EY + 36} L${CX + 18} ${EY + 14} L${CX + 12} ${EY + 34} Z" ${inked('#fff6e0', 3)}/>`;
  const fangs = `<path d="M${CX - 12} ${EY + 30} L${CX - 8} ${EY + 42} L${CX - 4} ${EY + 30} Z M${CX + 12} ${EY + 30} L${CX + 8} ${EY + 42} L${CX + 4} ${EY + 30} Z" ${inked('#ffffff', 2.5)}/>`;
  const paint = marking(s.mark, c.glow);
  switch (kind) {
    case 'orc':
    case 'troll':
    case 'goblin': {
      const ears = kind === 'goblin'
        ? `<path d="M${CX - 36} ${EY} L${CX - 84} ${EY - 24} L${CX - 40} ${EY + 22} Z M${CX + 36} ${EY} L${CX + 84} ${EY - 24} L${CX + 40} ${EY + 22} Z" ${inked(skin)}/>`
        : `<path d="M${CX - 38} ${EY} L${CX - 62} ${EY - 12} L${CX - 40} ${EY + 18} Z M${CX + 38} ${EY} L${CX + 62} ${EY - 12} L${CX + 40} ${EY + 18} Z" ${inked(skin)}/>`;
      const nose = kind === 'troll' ? `<path d="M${CX - 8} ${EY + 2} C ${CX - 16} ${EY + 30} ${CX + 16} ${EY + 30} ${CX + 8} ${EY + 2} Z" ${inked(mix(skin, INK, 0.1), 4)}/>` : `<path d="M${CX - 8} ${EY + 16} l16 0" stroke="${INK}" stroke-width="4"/>`;
      const hair = kind === 'orc' ? `<path d="M${CX - 10} ${EY - 38} L${CX} ${EY - 64} L${CX + 10} ${EY - 38} Z" ${inked('#2b1d14', 3)}/>` : kind === 'troll' ? `<path d="M${CX - 34} ${EY - 26} C ${CX - 20} ${EY - 60} ${CX + 20} ${EY - 60} ${CX + 34} ${EY - 26} C ${CX + 10} ${EY - 40} ${CX - 10} ${EY - 40} ${CX - 34} ${EY - 26} Z" ${inked('#c9d6c0', 3)}/>` : `<path d="M${CX - 30} ${EY - 30} Q ${CX} ${EY - 58} ${CX + 30} ${EY - 30}" fill="none" stroke="${c.trim}" stroke-width="8"/>`;
      return { back: '', head: neck + ears + oval(kind === 'goblin' ? 36 : 44, kind === 'goblin' ? 40 : 44) + eyes(1, kind === 'goblin' ? '#d23a3a' : yellow) + nose + `<path d="M${CX - 22} ${EY + 30} Q ${CX} ${EY + 38} ${CX + 22} ${EY + 30}" fill="none" stroke="${INK}" stroke-width="4"/>` + (kind === 'goblin' ? fangs : tusks) + hair + paint };
    }
    case 'lizard':
      return { back: `<path d="M${CX - 30} ${EY - 30} L${CX - 20} ${EY - 76} L${CX - 4} ${EY - 40} L${CX + 10} ${EY - 84} L${CX + 22} ${EY - 36} L${CX + 40} ${EY - 66} L${CX + 40} ${EY - 20} Z" ${inked(c.trim)}/>`, head: neck + oval(42, 46) + `<path d="M${CX - 26} ${EY + 18} C ${CX - 30} ${EY + 60} ${CX + 30} ${EY + 60} ${CX + 26} ${EY + 18} Z" ${inked(mix(skin, '#ffffff', 0.25), 4)}/>` + `<ellipse cx="${CX - 18}" cy="${EY - 2}" rx="10" ry="11" fill="${yellow}" stroke="${INK}" stroke-width="3"/><ellipse cx="${CX + 18}" cy="${EY - 2}" rx="10" ry="11" fill="${yellow}" stroke="${INK}" stroke-width="3"/><rect x="${CX - 20}" y="${EY - 11}" width="4" height="18" rx="2" fill="${INK}"/><rect x="${CX + 16}" y="${EY - 11}" width="4" height="18" rx="2" fill="${INK}"/><circle cx="${CX - 6}" cy="${EY + 28}" r="2.5" fill="${INK}"/><circle cx="${CX + 6}" cy="${EY + 28}" r="2.5" fill="${INK}"/>` + paint };
    case 'wolf':
      return { back: '', head: neck + `<path d="M${CX - 40} ${EY - 10} L${CX - 46} ${EY - 74} L${CX - 12} ${EY - 40} Z M${CX + 40} ${EY - 10} L${CX + 46} ${EY - 74} L${CX + 12} ${EY - 40} Z" ${inked(skin)}/><path d="M${CX - 36} ${EY - 20} L${CX - 40} ${EY - 58} L${CX - 20} ${EY - 38} Z M${CX + 36} ${EY - 20} L${CX + 40} ${EY - 58} L${CX + 20} ${EY - 38} Z" fill="#e8a0a8"/>` + oval(44, 42) + `<path d="M${CX - 22} ${EY + 12} C ${CX - 24} ${EY + 54} ${CX + 24} ${EY + 54} ${CX + 22} ${EY + 12} Z" ${inked(mix(skin, '#ffffff', 0.5), 4)}/><ellipse cx="${CX}" cy="${EY + 18}" rx="10" ry="7" fill="${INK}"/>` + eyes(1, yellow) + fangs + paint };
    case 'skull':
      return { back: '', head: `<rect x="${CX - 12}" y="140" width="24" height="34" ${inked(skin)}/><path d="M${CX - 8} 150 l16 0 M${CX - 8} 162 l16 0" stroke="${INK}" stroke-width="3"/>` + `<path d="M${CX - 44} ${EY + 10} C ${CX - 50} ${EY - 60} ${CX + 50} ${EY - 60} ${CX + 44} ${EY + 10} L${CX + 30} ${EY + 28} L${CX + 26} ${EY + 48} L${CX - 26} ${EY + 48} L${CX - 30} ${EY + 28} Z" ${inked(skin)}/><ellipse cx="${CX - 18}" cy="${EY + 2}" rx="13" ry="14" fill="${INK}"/><ellipse cx="${CX + 18}" cy="${EY + 2}" rx="13" ry="14" fill="${INK}"/><circle cx="${CX - 18}" cy="${EY + 4}" r="5" fill="${c.glow}"/><circle cx="${CX + 18}" cy="${EY + 4}" r="5" fill="${c.glow}"/><path d="M${CX} ${EY + 16} l-6 12 l12 0 Z" fill="${INK}"/><path d="M${CX - 20} ${EY + 38} l40 0 M${CX - 10} ${EY + 32} l0 14 M${CX} ${EY + 32} l0 14 M${CX + 10} ${EY + 32} l0 14" stroke="${INK}" stroke-width="3"/>` + (s.headgear > 0 ? `<path d="M${CX - 40} ${EY - 20} L${CX - 44} ${EY - 58} L${CX - 22} ${EY - 40} L${CX} ${EY - 66} L${CX + 22} ${EY - 40} L${CX + 44} ${EY - 58} L${CX + 40} ${EY - 20} Z" ${inked(c.metal)}/>` : '') };
    case 'spider':
      return { back: `<path d="M${CX - 40} ${EY} C ${CX - 80} ${EY - 40} ${CX - 90} ${EY - 60} ${CX - 96} ${EY - 90} M${CX + 40} ${EY} C ${CX + 80} ${EY - 40} ${CX + 90} ${EY - 60} ${CX + 96} ${EY - 90} M${CX - 40} ${EY + 20} C ${CX - 90} ${EY} ${CX - 100} ${EY - 10} ${CX - 110} ${EY - 30} M${CX + 40} ${EY + 20} C ${CX + 90} ${EY} ${CX + 100} ${EY - 10} ${CX + 110} ${EY - 30}" fill="none" stroke="${INK}" stroke-width="9" stroke-linecap="round"/>`, head: neck + oval(44, 46) + [[-20, -16], [20, -16], [-10, -30], [10, -30], [-26, 2], [26, 2]].map(([dx, dy]) => `<circle cx="${CX + dx!}" cy="${EY + dy!}" r="${Math.abs(dy!) > 20 ? 5 : 8}" fill="#ff3a5a" stroke="${INK}" stroke-width="2.5"/>`).join('') + `<path d="M${CX - 14} ${EY + 24} C ${CX - 16} ${EY + 44} ${CX - 6} ${EY + 50} ${CX - 4} ${EY + 54} M${CX + 14} ${EY + 24} C ${CX + 16} ${EY + 44} ${CX + 6} ${EY + 50} ${CX + 4} ${EY + 54}" stroke="#f4ecda" stroke-width="6" stroke-linecap="round" fill="none"/><path d="M${CX - 40} ${EY - 26} L${CX - 30} ${EY - 60} L${CX - 12} ${EY - 40} L${CX} ${EY - 66} L${CX + 12} ${EY - 40} L${CX + 30} ${EY - 60} L${CX + 40} ${EY - 26} Z" ${inked(c.glow, 4)}/>` };
    case 'turtle':
      return { back: '', head: neck + oval(40, 42) + `<path d="M${CX - 50} ${EY - 4} C ${CX - 54} ${EY - 70} ${CX + 54} ${EY - 70} ${CX + 50} ${EY - 4} Z" ${inked('#8a6a3a')}/><path d="M${CX - 24} ${EY - 40} l12 -12 l24 0 l12 12 l-12 12 l-24 0 Z" fill="none" stroke="${INK}" stroke-width="3"/>` + eyes(0, '#3a2a1a') + `<path d="M${CX - 14} ${EY + 24} L${CX} ${EY + 36} L${CX + 14} ${EY + 24}" ${inked('#e0b84a', 3)}/>` + paint };
    case 'construct':
      return { back: '', head: `<rect x="${CX - 18}" y="140" width="36" height="34" ${inked(mix(skin, INK, 0.2))}/><rect x="${CX - 46}" y="${EY - 44}" width="92" height="92" rx="14" ${inked(skin)}/><rect x="${CX - 34}" y="${EY - 10}" width="68" height="20" rx="6" fill="${INK}"/><rect x="${CX - 28}" y="${EY - 4}" width="22" height="8" rx="3" fill="${c.glow}"/><rect x="${CX + 6}" y="${EY - 4}" width="22" height="8" rx="3" fill="${c.glow}"/>${[[-36, -34], [36, -34], [-36, 38], [36, 38]].map(([dx, dy]) => `<circle cx="${CX + dx!}" cy="${EY + dy!}" r="4" fill="${INK}"/>`).join('')}<path d="M${CX - 20} ${EY + 26} l40 0" stroke="${INK}" stroke-width="5"/>` };
    case 'demon':
      return { back: '', head: neck + `<path d="M${CX - 30} ${EY - 30} C ${CX - 56} ${EY - 50} ${CX - 60} ${EY - 80} ${CX - 44} ${EY - 96} C ${CX - 44} ${EY - 70} ${CX - 30} ${EY - 56} ${CX - 14} ${EY - 44} Z M${CX + 30} ${EY - 30} C ${CX + 56} ${EY - 50} ${CX + 60} ${EY - 80} ${CX + 44} ${EY - 96} C ${CX + 44} ${EY - 70} ${CX + 30} ${EY - 56} ${CX + 14} ${EY - 44} Z" ${inked('#2a2030')}/>` + `<path d="M${CX - 42} ${EY - 6} C ${CX - 44} ${EY - 50} ${CX + 44} ${EY - 50} ${CX + 42} ${EY - 6} L${CX + 30} ${EY + 40} L${CX} ${EY + 52} L${CX - 30} ${EY + 40} Z" ${inked(skin)}/>` + eyes(0, '#ffe066', true) + `<path d="M${CX - 18} ${EY + 26} Q ${CX} ${EY + 36} ${CX + 18} ${EY + 26}" fill="none" stroke="${INK}" stroke-width="4"/>` + fangs + paint };
    case 'masked':
      return { back: `<path d="M${CX - 60} ${EY + 58} C ${CX - 66} ${EY - 40} ${CX - 24} ${EY - 76} ${CX} ${EY - 76} C ${CX + 24} ${EY - 76} ${CX + 66} ${EY - 40} ${CX + 60} ${EY + 58} Z" ${inked(c.dark)}/>`, head: `<ellipse cx="${CX}" cy="${EY + 4}" rx="46" ry="50" fill="${INK}"/><path d="M${CX - 36} ${EY - 20} C ${CX - 36} ${EY - 50} ${CX + 36} ${EY - 50} ${CX + 36} ${EY - 20} L${CX + 32} ${EY + 20} C ${CX + 24} ${EY + 50} ${CX - 24} ${EY + 50} ${CX - 32} ${EY + 20} Z" ${inked(skin)}/><path d="M${CX - 26} ${EY - 4} Q ${CX - 16} ${EY - 14} ${CX - 6} ${EY - 4} Q ${CX - 16} ${EY + 2} ${CX - 26} ${EY - 4} Z M${CX + 26} ${EY - 4} Q ${CX + 16} ${EY - 14} ${CX + 6} ${EY - 4} Q ${CX + 16} ${EY + 2} ${CX + 26} ${EY - 4} Z" fill="${INK}"/><circle cx="${CX - 16}" cy="${EY - 5}" r="3" fill="${c.glow}"/><circle cx="${CX + 16}" cy="${EY - 5}" r="3" fill="${c.glow}"/><path d="M${CX - 16} ${EY + 4} l0 22 M${CX + 16} ${EY + 4} l0 22" stroke="${c.main}" stroke-width="4" stroke-linecap="round"/><path d="M${CX} ${EY - 40} l6 10 l-6 10 l-6 -10 Z" fill="${c.main}"/><path d="M${CX - 50} ${EY + 40} C ${CX - 52} ${EY - 44} ${CX + 52} ${EY - 44} ${CX + 50} ${EY + 40} C ${CX + 44} ${EY - 30} ${CX - 44} ${EY - 30} ${CX - 50} ${EY + 40} Z" ${inked(c.dark)}/>` };
  }
}

/** A head of any kind: the back layer (hoods, crests, glow) goes under the body, the head over it. */
export function headSvg(s: CharacterSpec, c: HeadColors): { back: string; head: string } {
  if (s.head.kind === 'human') return human(s, c);
  if (s.head.kind === 'elemental') return elemental(s, c);
  return creature(s.head.creature, s, c);
}
