/** One test's outcome in one Playwright JSON report. */
export interface TestOutcome {
  /** `file:line title › title` — stable across runs of the same commit. */
  id: string;
  /** Passed (Playwright's `expected` or `flaky`; the suite runs without retries, so `flaky` never occurs). */
  passed: boolean;
  /** Skipped tests are listed but not counted as runs. */
  skipped: boolean;
  /** The first line of the first error, for the failure list. */
  error?: string;
}

/** The part of Playwright's JSON report this reads. */
interface JsonSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; line: number; tests: { status: string; results: { error?: { message?: string } }[] }[] }[];
  suites?: JsonSuite[];
}

/** The outcome of every test in one Playwright JSON report (`--reporter=json`). */
export function outcomesOfReport(report: { suites?: JsonSuite[] }): TestOutcome[] {
  const outcomes: TestOutcome[] = [];
  const walk = (suite: JsonSuite, titles: string[]) => {
    // The file-level suite's title is the file name, already in the id.
    const path = suite.file !== undefined && suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const error = test.results.find((result) => result.error?.message)?.error?.message;
        outcomes.push({
          id: `${spec.file}:${spec.line} ${[...path, spec.title].join(' › ')}`,
          passed: test.status === 'expected' || test.status === 'flaky',
          skipped: test.status === 'skipped',
          // Playwright colours its messages with ANSI escapes.
          ...(error === undefined ? {} : { error: stripAnsi(error).split('\n').find((line) => line.trim() !== '')?.trim() ?? '' }),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return outcomes;
}

/** A test's tally over several runs. */
export interface PassCount {
  id: string;
  passes: number;
  runs: number;
  errors: string[];
}

/** Tallies each test's passes over the runs' outcomes; tests that failed at least once come first. */
export function passCounts(runs: TestOutcome[][]): PassCount[] {
  const byId = new Map<string, PassCount>();
  for (const outcomes of runs) {
    for (const outcome of outcomes) {
      if (outcome.skipped) continue;
      const count = byId.get(outcome.id) ?? { id: outcome.id, passes: 0, runs: 0, errors: [] };
      count.runs++;
      if (outcome.passed) count.passes++;
      else if (outcome.error !== undefined) count.errors.push(outcome.error);
      byId.set(outcome.id, count);
    }
  }
  return [...byId.values()].sort((a, b) => Number(a.passes === a.runs) - Number(b.passes === b.runs) || a.id.localeCompare(b.id));
}

/** The tally as text, one test a line (`passes/runs  id`), failures first with their first error lines. */
export function formatPassCounts(counts: PassCount[]): string {
  const lines: string[] = [];
  for (const count of counts) {
    lines.push(`${`${count.passes}/${count.runs}`.padStart(7)}  ${count.id}`);
    for (const error of new Set(count.errors)) lines.push(`           ✗ ${error.slice(0, 200)}`);
  }
  return lines.join('\n');
}

function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}
