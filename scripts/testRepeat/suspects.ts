import { readFileSync } from 'node:fs';

/** The list of every browser test that failed in a recorded run (`npm run test:repeat -- --suspects` runs them). */
export const SUSPECTS_FILE = 'tests/e2e/suspects.txt';

/** One suspect: a Playwright location (`file:line` of its test, or a whole file) and what failed and its fix. */
export interface Suspect {
  location: string;
  cause: string;
}

/** The suspects in a list's text: one a line, `#` starting a comment (the cause after a location), blank lines skipped. */
export function parseSuspects(text: string): Suspect[] {
  const suspects: Suspect[] = [];
  for (const line of text.split('\n')) {
    const hash = line.indexOf('#');
    const location = (hash < 0 ? line : line.slice(0, hash)).trim();
    if (location === '') continue;
    suspects.push({ location, cause: hash < 0 ? '' : line.slice(hash + 1).trim() });
  }
  return suspects;
}

/** The suspects' Playwright locations, read from {@link SUSPECTS_FILE}. */
export function suspectLocations(file = SUSPECTS_FILE): string[] {
  return parseSuspects(readFileSync(file, 'utf8')).map((suspect) => suspect.location);
}
