import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './frameCpuTimes';
import { traceLongTasks } from './traceLongTasks';

const meta = (tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid, args: { name } });
const x = (tid: number, name: string, ts: number, dur: number, tdur?: number, data?: Record<string, unknown>): TraceEvent => ({
  name, ph: 'X', ts, dur, pid: 1, tid, ...(tdur === undefined ? {} : { tdur }), ...(data ? { args: { data } } : {}),
});

describe('traceLongTasks', () => {
  it('lists the main thread tasks over the threshold with what ran inside them, nested, and their CPU time', () => {
    const events = [
      meta(10, 'CrRendererMain'),
      meta(20, 'DedicatedWorker thread'),
      x(10, 'RunTask', 1_000, 80_000, 9_000),
      x(10, 'FunctionCall', 2_000, 30_000, 6_000, { functionName: 'run', url: 'http://x/assets/app.js' }),
      x(10, 'V8.Execute', 2_500, 29_000, 5_900),
      x(10, 'Layout', 40_000, 3_000, 2_500),
      x(10, 'tiny', 45_000, 500),
      // Short tasks, and tasks on other threads, are not long tasks of the page.
      x(10, 'RunTask', 100_000, 10_000),
      x(20, 'RunTask', 0, 200_000, 190_000),
    ];
    expect(traceLongTasks(events)).toEqual([{
      ts: 1_000, wallMs: 80, cpuMs: 9, parts: [
        { depth: 0, name: 'FunctionCall', detail: 'run app.js', startMs: 1, ms: 30, cpuMs: 6 },
        { depth: 1, name: 'V8.Execute', startMs: 1.5, ms: 29, cpuMs: 5.9 },
        { depth: 0, name: 'Layout', startMs: 39, ms: 3, cpuMs: 2.5 },
      ],
    }]);
    expect(traceLongTasks(events, 50_000)).toEqual([]);
  });
});
