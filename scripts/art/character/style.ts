/** The one drawing style of every character: a dark ink outline of one width, round joins. */
export const INK = '#1c1526';
/** Outline width in the 256-unit portrait box (thick enough to survive 44 px). */
export const LINE = 5;

/** `fill` with the ink outline. */
export function inked(fill: string, width = LINE): string {
  return `fill="${fill}" stroke="${INK}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
}

/** A number rounded to one decimal, for compact path data. */
export const r1 = (n: number): string => String(Math.round(n * 10) / 10);

/** Mixes two #rrggbb colours (t = 0: a, 1: b). */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  const out = [16, 8, 0].map((s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
