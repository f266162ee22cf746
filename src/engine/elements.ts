import type { Element } from './types';

/** The element each element beats: fire > wind > earth > water > fire; light and dark beat each other. */
const BEATS: Readonly<Record<Element, Element>> = {
  fire: 'wind',
  wind: 'earth',
  earth: 'water',
  water: 'fire',
  light: 'dark',
  dark: 'light',
};

/** +1 if the attacker's element beats the defender's, −1 if the reverse (light/dark: always +1), else 0. */
export function elementMatchup(attacker: Element, defender: Element): 1 | 0 | -1 {
  if (BEATS[attacker] === defender) return 1;
  if (BEATS[defender] === attacker) return -1;
  return 0;
}
