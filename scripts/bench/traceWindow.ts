import { threadNames, type TraceEvent } from './frameCpuTimes';

/** A trace event that overlapped a window, with the thread it ran on. */
export interface WindowEvent {
  thread: string;
  name: string;
  /** Where the task was posted from (Chrome's `toplevel` tasks say), when known. */
  postedFrom?: string;
  /** ms of the event inside the window. */
  ms: number;
  /** ms of CPU the thread used during the whole event, when the trace recorded it. */
  cpuMs?: number;
}

/**
 * The complete events (ph "X") that overlap `[from, to]` µs, longest first, on the threads Chrome named: what a
 * long task held on the page's main thread (a style recalc, a GPU wait, a posted task and where it came from) and
 * what the GPU process and compositor did meanwhile. The CPU profile cannot tell: it samples JavaScript only, and
 * a task that never enters V8 (or a thread the OS did not schedule) leaves no samples.
 */
export function eventsInWindow(events: TraceEvent[], from: number, to: number, minMs = 2): WindowEvent[] {
  const threads = threadNames(events);
  const inside: WindowEvent[] = [];
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    const overlap = Math.min(e.ts + e.dur, to) - Math.max(e.ts, from);
    if (overlap / 1000 < minMs) continue;
    const postedFrom = e.args?.src_func ? `${e.args.src_file ?? ''}:${e.args.src_func}` : undefined;
    const cpuMs = e.tdur === undefined ? undefined : e.tdur / 1000;
    inside.push({ thread: threads.get(`${e.pid}:${e.tid}`) ?? `${e.pid}:${e.tid}`, name: e.name, postedFrom, ms: overlap / 1000, ...(cpuMs === undefined ? {} : { cpuMs }) });
  }
  return inside.sort((a, b) => b.ms - a.ms);
}
