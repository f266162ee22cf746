import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declaredTests, locationOf, parseSuspects, SUSPECTS_FILE, testsTitled } from './suspects';

const SPEC = [
  "import { test } from '@playwright/test';",
  '',
  "test('signs in', async () => {});",
  'for (const lng of LANGUAGES) {',
  '  test(`plays a battle in ${lng}`, async () => {});',
  '}',
  'test.fixme("signs in twice", async () => {});',
].join('\n');

describe('suspects', () => {
  it('reads a file and a quoted title a line with its cause, or a whole file, skipping comments and blank lines', () => {
    expect(parseSuspects('# header\n\ntests/e2e/a.spec.ts "it # races"   # it raced\ntests/e2e/b.spec.ts  # all of it\n')).toEqual([
      { file: 'tests/e2e/a.spec.ts', title: 'it # races', cause: 'it raced' },
      { file: 'tests/e2e/b.spec.ts', cause: 'all of it' },
    ]);
    expect(() => parseSuspects('tests/e2e/a.spec.ts it raced\n')).toThrow(/not a suspect/);
  });

  it("finds a spec's tests with the lines Playwright locates them by, a loop's template title as written", () => {
    expect(declaredTests(SPEC)).toEqual([
      { line: 3, title: 'signs in' },
      { line: 5, title: 'plays a battle in ${lng}' },
      { line: 7, title: 'signs in twice' },
    ]);
  });

  it("resolves a title to its test's current line, and refuses a title that names no test or several", () => {
    const read = () => SPEC;
    expect(locationOf({ file: 'a.spec.ts', title: 'plays a battle in ${lng}', cause: '' }, read)).toBe('a.spec.ts:5');
    expect(locationOf({ file: 'a.spec.ts', title: 'signs in twice', cause: '' }, read)).toBe('a.spec.ts:7');
    expect(locationOf({ file: 'a.spec.ts', cause: '' }, read)).toBe('a.spec.ts');
    expect(() => locationOf({ file: 'a.spec.ts', title: 'signs in', cause: '' }, read)).toThrow(/names 2 tests/);
    expect(() => locationOf({ file: 'a.spec.ts', title: 'flies', cause: '' }, read)).toThrow(/names 0 tests/);
  });

  it('each suspect of the list names a spec file, and its title exactly one test in it, with a cause', () => {
    const suspects = parseSuspects(readFileSync(SUSPECTS_FILE, 'utf8'));
    expect(suspects.length).toBeGreaterThan(0);
    for (const { file, title, cause } of suspects) {
      expect(existsSync(file), file).toBe(true);
      expect(cause, `${file} "${title}"`).not.toBe('');
      if (title !== undefined) expect(testsTitled(readFileSync(file, 'utf8'), title), `${file} "${title}"`).toHaveLength(1);
    }
  });
});
