import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './frameCpuTimes';
import { eventsInWindow } from './traceWindow';

const meta = (tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid, args: { name } });
const task = (tid: number, name: string, ts: number, dur: number, tdur?: number, src?: string): TraceEvent => ({
  name, ph: 'X', ts, dur, pid: 1, tid, ...(tdur === undefined ? {} : { tdur }),
  ...(src ? { args: { src_file: 'cc/scheduler.cc', src_func: src } } : {}),
});

describe('eventsInWindow', () => {
  it('lists what overlapped a window on each named thread, longest first, with CPU time and where a task came from', () => {
    const events = [
      meta(10, 'CrRendererMain'),
      meta(20, 'CrGpuMain'),
      task(10, 'ThreadControllerImpl::RunTask', 1_000, 80_000, 9_000, 'ScheduledActionSendBeginMainFrame'),
      task(20, 'SkiaOutputSurfaceImplOnGpu::SwapBuffers', 0, 200_000, 500),
      task(10, 'tiny', 5_000, 1_000),
      task(10, 'elsewhere', 500_000, 90_000),
    ];
    expect(eventsInWindow(events, 0, 100_000)).toEqual([
      { thread: 'CrGpuMain', name: 'SkiaOutputSurfaceImplOnGpu::SwapBuffers', ms: 100, cpuMs: 0.5 },
      { thread: 'CrRendererMain', name: 'ThreadControllerImpl::RunTask', postedFrom: 'cc/scheduler.cc:ScheduledActionSendBeginMainFrame', ms: 80, cpuMs: 9 },
    ]);
  });
});
