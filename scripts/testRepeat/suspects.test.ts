import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSuspects, SUSPECTS_FILE } from './suspects';

describe('suspects', () => {
  it('reads one location a line with its cause, skipping comments and blank lines', () => {
    expect(parseSuspects('# header\n\ntests/e2e/a.spec.ts:12   # it raced\ntests/e2e/b.spec.ts\n')).toEqual([
      { location: 'tests/e2e/a.spec.ts:12', cause: 'it raced' },
      { location: 'tests/e2e/b.spec.ts', cause: '' },
    ]);
  });

  it('each suspect of the list names a spec file, and its line a test in it, with a cause', () => {
    const suspects = parseSuspects(readFileSync(SUSPECTS_FILE, 'utf8'));
    expect(suspects.length).toBeGreaterThan(0);
    for (const { location, cause } of suspects) {
      const [file, line] = location.split(':');
      expect(existsSync(file!), location).toBe(true);
      expect(cause, location).not.toBe('');
      if (line !== undefined) expect(readFileSync(file!, 'utf8').split('\n')[Number(line) - 1], location).toMatch(/^\s*test\(/);
    }
  });
});
