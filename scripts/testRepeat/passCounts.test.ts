import { describe, expect, it } from 'vitest';
import { formatPassCounts, outcomesOfReport, passCounts } from './passCounts';

const report = (status: string, message?: string) => ({
  suites: [
    {
      title: 'a.spec.ts',
      file: 'a.spec.ts',
      specs: [{ title: 'top', file: 'a.spec.ts', line: 3, tests: [{ status: 'expected', results: [{}] }] }],
      suites: [
        {
          title: 'group',
          file: 'a.spec.ts',
          specs: [{ title: 'inner', file: 'a.spec.ts', line: 9, tests: [{ status, results: [message ? { error: { message } } : {}] }] }],
        },
      ],
    },
  ],
});

describe('passCounts', () => {
  it('names each test by file, line and titles, and reads its status and first error line', () => {
    expect(outcomesOfReport(report('unexpected', '\u001b[31mError: boom\u001b[39m\n  at x'))).toEqual([
      { id: 'a.spec.ts:3 top', passed: true, skipped: false },
      { id: 'a.spec.ts:9 group › inner', passed: false, skipped: false, error: 'Error: boom' },
    ]);
  });

  it('counts passes per test over runs, failures first, skipped runs not counted', () => {
    const runs = [outcomesOfReport(report('expected')), outcomesOfReport(report('unexpected', 'Error: boom')), outcomesOfReport(report('skipped'))];
    const counts = passCounts(runs);
    expect(counts.map(({ id, passes, runs: n }) => [id, passes, n])).toEqual([
      ['a.spec.ts:9 group › inner', 1, 2],
      ['a.spec.ts:3 top', 3, 3],
    ]);
    expect(formatPassCounts(counts)).toBe('    1/2  a.spec.ts:9 group › inner\n           ✗ Error: boom\n    3/3  a.spec.ts:3 top');
  });
});
