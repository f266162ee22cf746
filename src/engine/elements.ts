import { ELEMENTS, type Element } from './types';

/** The element each element beats: fire > wind > earth > water > fire; light and dark beat each other. */
const BEATS: Readonly<Record<Element, Element>> = {
  fire: 'wind',
  wind: 'earth',
  earth: 'water',
  water: 'fire',
  light: 'dark',
  dark: 'light',
};

const E = ELEMENTS.length;

/** Every matchup by element index (attacker * E + defender), so the hit reads one byte instead of two keyed loads. */
const MATCHUPS = new Int8Array(E * E);
for (let a = 0; a < E; a++) {
  for (let d = 0; d < E; d++) MATCHUPS[a * E + d] = BEATS[ELEMENTS[a]!] === ELEMENTS[d] ? 1 : BEATS[ELEMENTS[d]!] === ELEMENTS[a] ? -1 : 0;
}

/** An element's index in ELEMENTS (a unit keeps it beside its element for {@link matchupByIndex}). */
export function elementIndex(element: Element): number {
  return ELEMENTS.indexOf(element);
}

/** {@link elementMatchup} of two element indices. */
export function matchupByIndex(attacker: number, defender: number): number {
  return MATCHUPS[attacker * E + defender]!;
}

/** +1 if the attacker's element beats the defender's, −1 if the reverse (light/dark: always +1), else 0. */
export function elementMatchup(attacker: Element, defender: Element): 1 | 0 | -1 {
  return matchupByIndex(elementIndex(attacker), elementIndex(defender)) as 1 | 0 | -1;
}
