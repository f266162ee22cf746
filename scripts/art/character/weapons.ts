import type { UnitCard } from '../../../src/engine';
import { inked, INK } from './style';

/** Weapons and held things a character can carry. */
export type Weapon =
  | 'sword' | 'greatsword' | 'katana' | 'axe' | 'hammer' | 'mace' | 'spear' | 'trident' | 'scythe' | 'club'
  | 'daggers' | 'bow' | 'staff' | 'wand' | 'orb' | 'book' | 'flask' | 'net' | 'fists';

/** The weapon each card's first skill suggests (a card missing here falls back on its role and range). */
const SKILL_WEAPONS: Readonly<Record<string, Weapon>> = {
  backstab: 'daggers', venom_strike: 'daggers', amethyst_dagger: 'daggers', poison_blade: 'daggers', deadly_toxin: 'daggers',
  shadow_step: 'katana', exposing_strike: 'bow', ember_strike: 'katana', mark_for_death: 'katana', whirlwind: 'katana',
  crippling_shot: 'bow', piercing_arrow: 'bow', terror: 'scythe', toxic_cloud: 'flask',
  shield_wall: 'spear', stone_skin: 'fists', stone_bulwark: 'mace', dream_ward: 'staff', earth_bind: 'club',
  immobilizing_net: 'net', shatter: 'hammer', water_infuse: 'trident', holy_ground: 'mace', protective_aura: 'hammer',
  petrifying_gaze: 'scythe', radiance: 'spear',
  fireball: 'staff', weaken_curse: 'wand', frost_nova: 'staff', arcane_missile: 'orb', heal: 'book', lullaby: 'orb',
  chain_lightning: 'wand', silence_hex: 'orb', dream_weave: 'orb', blizzard: 'staff', gravity_well: 'orb',
  regrowth: 'book', tidal_wave: 'trident', meteor: 'staff',
  cleave: 'axe', shield_bash: 'spear', berserk: 'axe', rending_strike: 'sword', triple_strike: 'fists',
  sunder_armor: 'hammer', thunder_clap: 'hammer', crushing_blow: 'greatsword', frenzy_howl: 'spear', rally: 'sword',
};

/** A card's weapon: by its first skill, else a bow for physical ranged cards, a staff for mages, a sword otherwise. */
export function weaponFor(card: UnitCard): Weapon {
  const bySkill = card.skills[0] ? SKILL_WEAPONS[card.skills[0]] : undefined;
  if (bySkill) return bySkill;
  if (card.range > 1) return card.attackType === 'magic' ? 'staff' : 'bow';
  return card.families[0] === 'mage' ? 'staff' : 'sword';
}

/** Colours a weapon is drawn in: metal, wood and the element's glow. */
export interface WeaponColors {
  metal: string;
  wood: string;
  glow: string;
}

const shaft = (len: number, wood: string) => `<rect x="-5" y="${-len}" width="10" height="${len + 20}" rx="4" ${inked(wood, 4)}/>`;

/** A long weapon drawn grip-down at the origin, pointing up (the caller places and tilts it). */
function longWeapon(w: Weapon, c: WeaponColors): string {
  switch (w) {
    case 'sword':
      return `<path d="M-9 -30 L-9 -150 L0 -172 L9 -150 L9 -30 Z" ${inked(c.metal)}/><path d="M0 -150 L0 -36" stroke="#ffffff" stroke-width="3" opacity="0.6"/><rect x="-26" y="-34" width="52" height="12" rx="5" ${inked(c.glow)}/><rect x="-6" y="-22" width="12" height="40" rx="4" ${inked(c.wood, 4)}/>`;
    case 'greatsword':
      return `<path d="M-15 -32 L-15 -176 L0 -200 L15 -176 L15 -32 Z" ${inked(c.metal)}/><path d="M0 -176 L0 -40" stroke="${c.glow}" stroke-width="5" opacity="0.85"/><path d="M-36 -40 L36 -40 L30 -26 L-30 -26 Z" ${inked(c.metal)}/><rect x="-7" y="-26" width="14" height="46" rx="4" ${inked(c.wood, 4)}/>`;
    case 'katana':
      return `<path d="M-5 -30 C -10 -90 -2 -140 22 -178 C 14 -130 8 -84 7 -30 Z" ${inked(c.metal)}/><ellipse cx="1" cy="-28" rx="17" ry="6" ${inked(c.glow, 4)}/><rect x="-5" y="-24" width="11" height="42" rx="4" ${inked(INK, 2)}/>`;
    case 'axe':
      return `${shaft(150, c.wood)}<path d="M4 -150 C 54 -170 64 -110 60 -92 C 40 -102 22 -104 4 -100 Z" ${inked(c.metal)}/><path d="M-4 -146 C -34 -150 -40 -118 -38 -106 C -24 -112 -14 -112 -4 -110 Z" ${inked(c.metal)}/><path d="M56 -150 C 62 -130 62 -112 58 -96" stroke="${c.glow}" stroke-width="4" fill="none"/>`;
    case 'hammer':
      return `${shaft(130, c.wood)}<rect x="-40" y="-172" width="80" height="50" rx="8" ${inked(c.metal)}/><rect x="-40" y="-156" width="80" height="16" ${inked(c.glow, 3)}/>`;
    case 'mace':
      return `${shaft(130, c.wood)}<path d="M0 -182 L9 -166 L26 -170 L20 -152 L34 -140 L18 -132 L20 -114 L4 -122 L-10 -110 L-14 -128 L-32 -132 L-20 -146 L-28 -164 L-10 -162 Z" ${inked(c.metal)}/><circle cx="0" cy="-146" r="11" ${inked(c.glow, 3)}/>`;
    case 'spear':
      return `${shaft(160, c.wood)}<path d="M0 -206 C 16 -186 16 -170 0 -156 C -16 -170 -16 -186 0 -206 Z" ${inked(c.metal)}/><path d="M-12 -156 L12 -156 L8 -146 L-8 -146 Z" ${inked(c.glow, 3)}/>`;
    case 'trident':
      return `${shaft(150, c.wood)}<path d="M-26 -196 L-20 -150 L20 -150 L26 -196 L16 -170 L6 -172 L0 -206 L-6 -172 L-16 -170 Z" ${inked(c.metal)}/><circle cx="0" cy="-150" r="7" ${inked(c.glow, 3)}/>`;
    case 'scythe':
      return `${shaft(170, c.wood)}<path d="M0 -176 C -40 -196 -96 -186 -118 -150 C -80 -168 -40 -164 2 -158 Z" ${inked(c.metal)}/><path d="M-110 -152 C -80 -166 -46 -168 -8 -162" stroke="${c.glow}" stroke-width="3" fill="none"/>`;
    case 'club':
      return `<path d="M-7 20 L-10 -60 C -24 -100 -26 -150 -4 -172 C 20 -170 30 -120 14 -60 L8 20 Z" ${inked(c.wood)}/><path d="M-14 -120 l-16 -8 M14 -100 l14 -10" stroke="${INK}" stroke-width="4"/><circle cx="-24" cy="-128" r="9" ${inked('#5fae4a', 3)}/>`;
    case 'staff':
      return `<rect x="-5" y="-150" width="10" height="170" rx="4" ${inked(c.wood, 4)}/><path d="M-14 -148 C -22 -170 -10 -186 0 -188 C 10 -186 22 -170 14 -148 Z" ${inked(c.wood, 4)}/><circle cx="0" cy="-170" r="26" fill="${c.glow}" opacity="0.35"/><circle cx="0" cy="-170" r="14" ${inked(c.glow, 4)}/><circle cx="-4" cy="-175" r="4" fill="#ffffff"/>`;
    case 'wand':
      return `<rect x="-4" y="-90" width="8" height="110" rx="3" ${inked(c.wood, 4)}/><path d="M0 -128 L8 -106 L30 -102 L12 -90 L18 -68 L0 -80 L-18 -68 L-12 -90 L-30 -102 L-8 -106 Z" ${inked(c.glow, 4)}/>`;
    default:
      return '';
  }
}

/** Long weapons are held in the right hand; these are held or float in front, at fixed spots. */
const LONG: ReadonlySet<Weapon> = new Set(['sword', 'greatsword', 'katana', 'axe', 'hammer', 'mace', 'spear', 'trident', 'scythe', 'club', 'staff', 'wand']);

/** The weapon, placed in the 256 box: behind the shoulder (drawn before the body) or in front (after it). */
export function weaponSvg(w: Weapon, c: WeaponColors, skin: string): { back: string; front: string } {
  const hand = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="15" ${inked(skin)}/>`;
  if (LONG.has(w)) {
    return { back: `<g transform="translate(192 234) rotate(10)">${longWeapon(w, c)}</g>`, front: hand(194, 228) };
  }
  switch (w) {
    case 'daggers': {
      const blade = `<path d="M-6 0 L-6 -64 L0 -80 L6 -64 L6 0 Z" ${inked(c.metal, 4)}/><rect x="-16" y="-4" width="32" height="9" rx="4" ${inked(c.glow, 3)}/>`;
      return { back: '', front: `<g transform="translate(52 236) rotate(-24)">${blade}</g>${hand(52, 238)}<g transform="translate(204 236) rotate(24)">${blade}</g>${hand(204, 238)}` };
    }
    case 'bow':
      return {
        back: `<g transform="translate(210 140)"><path d="M-6 -112 C 44 -70 44 70 -6 112" fill="none" stroke="${INK}" stroke-width="13" stroke-linecap="round"/><path d="M-6 -112 C 44 -70 44 70 -6 112" fill="none" stroke="${c.wood}" stroke-width="6" stroke-linecap="round"/><path d="M-6 -112 L-6 112" stroke="#f2ead8" stroke-width="2.5"/></g>`,
        front: `<path d="M150 140 L236 140" stroke="${INK}" stroke-width="7" stroke-linecap="round"/><path d="M150 140 L236 140" stroke="${c.wood}" stroke-width="3"/><path d="M236 130 L252 140 L236 150 Z" ${inked(c.metal, 3)}/><path d="M150 140 l-12 -8 M150 140 l-12 8" stroke="${c.glow}" stroke-width="5"/>${hand(204, 150)}`,
      };
    case 'orb':
      return { back: '', front: `<circle cx="200" cy="206" r="40" fill="${c.glow}" opacity="0.3"/><circle cx="200" cy="206" r="26" ${inked(c.glow)}/><path d="M186 200 C 192 190 206 188 212 196" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.8"/>${hand(176, 236)}${hand(224, 236)}` };
    case 'book':
      return { back: '', front: `<circle cx="128" cy="200" r="44" fill="${c.glow}" opacity="0.28"/><path d="M80 232 L80 198 C 100 190 118 194 128 204 C 138 194 156 190 176 198 L176 232 C 156 224 138 228 128 236 C 118 228 100 224 80 232 Z" ${inked('#f6ecd2')}/><path d="M128 204 L128 236" stroke="${INK}" stroke-width="3"/><path d="M92 208 l24 4 M92 218 l24 4 M140 212 l24 -4 M140 222 l24 -4" stroke="${c.glow}" stroke-width="3"/>${hand(76, 236)}${hand(180, 236)}` };
    case 'flask':
      return { back: '', front: `<path d="M188 170 L188 190 C 166 200 162 236 184 246 L224 246 C 246 236 242 200 220 190 L220 170 Z" ${inked('#dff3ff')}/><path d="M172 222 C 186 214 222 214 236 222 C 236 236 226 244 220 244 L188 244 C 180 244 170 236 172 222 Z" fill="${c.glow}"/><rect x="182" y="160" width="44" height="14" rx="5" ${inked('#8a5a32', 4)}/><circle cx="200" cy="150" r="8" fill="${c.glow}" opacity="0.7"/><circle cx="214" cy="132" r="6" fill="${c.glow}" opacity="0.5"/>${hand(170, 240)}` };
    case 'net':
      return { back: '', front: `<g transform="translate(196 206)"><circle r="40" fill="none" stroke="${INK}" stroke-width="8"/><circle r="40" fill="none" stroke="#c9b27a" stroke-width="4"/><path d="M-28 -28 L28 28 M-28 28 L28 -28 M-40 0 L40 0 M0 -40 L0 40" stroke="#c9b27a" stroke-width="3"/></g>${hand(170, 236)}` };
    case 'fists':
      return { back: '', front: `<g>${[52, 204].map((x) => `<path d="M${x - 30} 250 L${x - 30} 208 C ${x - 30} 190 ${x + 30} 190 ${x + 30} 208 L${x + 30} 250 Z" ${inked(c.metal)}/><path d="M${x - 16} 204 l0 16 M${x} 200 l0 18 M${x + 16} 204 l0 16" stroke="${INK}" stroke-width="3"/><circle cx="${x}" cy="236" r="6" fill="${c.glow}"/>`).join('')}</g>` };
    default:
      return { back: '', front: '' };
  }
}
