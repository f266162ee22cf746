import type { Body } from './characterSpec';
import { inked, INK, mix } from './style';

/** Colours a body is drawn in: cloth/armour by element, trim by family, metal by rarity. */
export interface BodyColors {
  main: string;
  dark: string;
  trim: string;
  metal: string;
  glow: string;
}

/** Parts drawn behind the head's back layer (high collars) and the torso itself, by role. */
export function bodySvg(body: Body, c: BodyColors): { back: string; torso: string; front: string } {
  switch (body) {
    case 'warrior':
      return {
        back: '',
        torso: `<path d="M40 258 L46 200 C 52 178 86 168 128 168 C 170 168 204 178 210 200 L216 258 Z" ${inked(mix(c.metal, c.main, 0.45))}/><path d="M96 172 L128 206 L160 172" fill="none" stroke="${c.trim}" stroke-width="9" stroke-linejoin="round"/><circle cx="128" cy="226" r="13" ${inked(c.glow, 4)}/><circle cx="58" cy="192" r="28" ${inked(c.metal)}/><circle cx="198" cy="192" r="28" ${inked(c.metal)}/><path d="M40 196 C 48 180 68 174 80 180 M176 180 C 190 174 208 180 216 196" fill="none" stroke="${c.trim}" stroke-width="6"/>`,
        front: '',
      };
    case 'mage':
      return {
        back: `<path d="M80 182 L50 112 L110 166 Z M176 182 L206 112 L146 166 Z" ${inked(c.dark)}/>`,
        torso: `<path d="M52 258 L66 196 C 76 176 102 168 128 168 C 154 168 180 176 190 196 L204 258 Z" ${inked(c.main)}/><path d="M104 170 L128 222 L152 170" ${inked(c.dark, 4)}/><path d="M104 170 L128 222 L152 170" fill="none" stroke="${c.trim}" stroke-width="5"/><path d="M128 222 L128 258" stroke="${c.trim}" stroke-width="7"/><path d="M120 236 L128 226 L136 236 L128 246 Z" ${inked(c.glow, 3)}/>`,
        front: '',
      };
    case 'assassin':
      return {
        back: '',
        torso: `<path d="M42 258 C 48 214 72 178 128 172 C 184 178 208 214 214 258 Z" ${inked(mix(c.dark, INK, 0.35))}/><path d="M60 258 L196 188" stroke="${c.trim}" stroke-width="9"/><path d="M84 176 C 100 196 156 196 172 176 L168 196 C 150 210 106 210 88 196 Z" ${inked(c.main, 4)}/><path d="M150 200 L160 236 L142 232 Z" ${inked(c.main, 4)}/>`,
        front: '',
      };
    case 'guardian':
      return {
        back: '',
        torso: `<path d="M22 258 L30 194 C 40 168 84 160 128 160 C 172 160 216 168 226 194 L234 258 Z" ${inked(mix(c.metal, c.main, 0.35))}/><path d="M90 168 L128 196 L166 168" fill="none" stroke="${c.trim}" stroke-width="9"/><path d="M14 206 C 14 170 46 162 74 170 L82 204 Z" ${inked(c.metal)}/><path d="M242 206 C 242 170 210 162 182 170 L174 204 Z" ${inked(c.metal)}/>`,
        front: `<path d="M26 176 L112 176 L112 216 C 112 240 90 252 69 260 C 48 252 26 240 26 216 Z" ${inked(c.main)}/><path d="M36 186 L102 186 L102 214 C 102 232 86 242 69 248 C 52 242 36 232 36 214 Z" fill="none" stroke="${c.trim}" stroke-width="6"/><circle cx="69" cy="212" r="13" ${inked(c.glow, 4)}/>`,
      };
  }
}
