import { readFileSync } from 'node:fs';

/** The list of every browser test that failed in a recorded run (`npm run test:repeat -- --suspects` runs them). */
export const SUSPECTS_FILE = 'tests/e2e/suspects.txt';

/** One suspect: a spec file, the title of its test (none: the whole file), and what failed and its fix. */
export interface Suspect {
  file: string;
  title?: string;
  cause: string;
}

// A suspect line: the file, then the title in double quotes (optional), then `# cause` (optional).
const SUSPECT_LINE = /^(\S+)(?:\s+"([^"]+)")?\s*(?:#\s*(.*))?$/;

/**
 * The suspects in a list's text: one a line (`file "title"  # cause`, or `file  # cause` for a whole file), `#` at
 * the start of a line a comment, blank lines skipped. A line that fits no suspect throws, naming it.
 */
export function parseSuspects(text: string): Suspect[] {
  const suspects: Suspect[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const match = SUSPECT_LINE.exec(trimmed);
    if (match === null) throw new Error(`${SUSPECTS_FILE}: not a suspect: ${trimmed}`);
    const [, file, title, cause] = match;
    suspects.push({ file: file!, ...(title === undefined ? {} : { title }), cause: (cause ?? '').trim() });
  }
  return suspects;
}

/** One `test(…)` declaration of a spec: its 1-based line and its title as written (a template's `${…}` kept). */
export interface DeclaredTest {
  line: number;
  title: string;
}

// `test(` or `test.only(` / `.fixme(` / `.skip(` opening a line, its title a quoted or template string on that line.
const TEST_DECLARATION = /^\s*test(?:\.\w+)?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/;

/** Every test a spec's source declares, with the line Playwright locates it by. */
export function declaredTests(source: string): DeclaredTest[] {
  const tests: DeclaredTest[] = [];
  source.split('\n').forEach((text, index) => {
    const match = TEST_DECLARATION.exec(text);
    if (match !== null) tests.push({ line: index + 1, title: match[2]! });
  });
  return tests;
}

/**
 * The tests of `source` a suspect's title names: those whose title as written contains it (one, unless the title
 * is ambiguous; a test declared in a loop is one declaration, and its line runs every copy).
 */
export function testsTitled(source: string, title: string): DeclaredTest[] {
  return declaredTests(source).filter((test) => test.title.includes(title));
}

/**
 * A suspect as a Playwright location: its file, or `file:line` of the one test its title names, found now, so an
 * edit above the test cannot make the list name another line. Throws when the title names no test or several.
 */
export function locationOf(suspect: Suspect, readSource: (file: string) => string = (file) => readFileSync(file, 'utf8')): string {
  if (suspect.title === undefined) return suspect.file;
  const found = testsTitled(readSource(suspect.file), suspect.title);
  if (found.length !== 1) {
    throw new Error(`${SUSPECTS_FILE}: "${suspect.title}" names ${found.length} tests in ${suspect.file}, not one`);
  }
  return `${suspect.file}:${found[0]!.line}`;
}

/** The suspects' Playwright locations, read from {@link SUSPECTS_FILE} and resolved against the specs as they are. */
export function suspectLocations(file = SUSPECTS_FILE): string[] {
  return parseSuspects(readFileSync(file, 'utf8')).map((suspect) => locationOf(suspect));
}
