import { describe, expect, it } from 'vitest';
import { frameCpuTimes, type TraceEvent } from './frameCpuTimes';

const main = { pid: 1, tid: 7 };
const meta: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: 1, tid: 7, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 1, tid: 9, ts: 0, args: { name: 'Compositor' } },
];

describe('frameCpuTimes', () => {
  it('sums the thread time of the animation-frame callbacks each task ran, on the renderer main thread only', () => {
    const events: TraceEvent[] = [
      ...meta,
      { name: 'RunTask', ph: 'X', ...main, ts: 1000, dur: 5000 },
      { name: 'FireAnimationFrame', ph: 'X', ...main, ts: 1100, dur: 3000, tdur: 1500 },
      { name: 'FireAnimationFrame', ph: 'X', ...main, ts: 4200, dur: 300, tdur: 200 },
      { name: 'RunTask', ph: 'X', ...main, ts: 20000, dur: 1000 },
      { name: 'FireAnimationFrame', ph: 'X', ...main, ts: 20100, dur: 800, tdur: 700 },
      // Another thread's events do not count.
      { name: 'FireAnimationFrame', ph: 'X', pid: 1, tid: 9, ts: 20100, dur: 800, tdur: 700 },
    ];
    expect(frameCpuTimes(events)).toEqual([1.7, 0.7]);
    expect(frameCpuTimes(events, 10000)).toEqual([0.7]);
  });

  it('falls back to wall time without thread time and counts a callback outside any task on its own', () => {
    const events: TraceEvent[] = [...meta, { name: 'FireAnimationFrame', ph: 'X', ...main, ts: 50, dur: 2000 }];
    expect(frameCpuTimes(events)).toEqual([2]);
  });
});
