import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, at the end of the run (the part of the log a CI summary shows), every page stall `paintedFrames` stepped
 * over with a nudge, with its report, and says so when there was none: a stall that a nudge cured leaves a passing
 * test, so without this line it would only be seen by reading the whole log.
 */
export default class FrameStallReporter implements Reporter {
  private readonly stalls: string[] = [];

  /** Collects the test's `frame-stall` annotations and the report attached with each. */
  onTestEnd(test: TestCase, result: TestResult): void {
    const notes = result.annotations.filter((annotation) => annotation.type === 'frame-stall');
    if (notes.length === 0) return;
    const reports = result.attachments.filter((attachment) => attachment.name === 'frame-stall' && attachment.body).map((attachment) => attachment.body!.toString('utf8').replace(/\s+/g, ' '));
    for (const note of notes) this.stalls.push(`${test.titlePath().filter(Boolean).join(' › ')}: ${note.description ?? ''}\n  report: ${reports.join(' | ')}`);
  }

  /** One line when no page stalled; otherwise each stall with its report. */
  onEnd(): void {
    if (this.stalls.length === 0) {
      process.stdout.write('frame stalls stepped over: 0\n');
      return;
    }
    process.stdout.write(`frame stalls stepped over: ${this.stalls.length}\n${this.stalls.map((stall) => `- ${stall}`).join('\n')}\n`);
  }

  /** Prints to the terminal itself, beside the list reporter. */
  printsToStdio(): boolean {
    return true;
  }
}
