import { threadNames, type TraceEvent } from './frameCpuTimes';

/** One event inside a long task, at its nesting depth under the task. */
export interface TaskPart {
  depth: number;
  name: string;
  /** What it was about when the trace says (a script's URL, a function, a timer …). */
  detail?: string;
  /** ms from the task's start. */
  startMs: number;
  ms: number;
  cpuMs?: number;
}

/** A renderer main-thread task longer than the threshold, as the trace recorded it. */
export interface TraceLongTask {
  /** µs, trace clock. */
  ts: number;
  wallMs: number;
  /** Thread time: what the task really ran; the rest of its wall time the thread waited (for a core, a lock, the GPU process). */
  cpuMs?: number;
  /** The events inside it of at least `minPartMs`, in time order, nested. */
  parts: TaskPart[];
}

/** A short description of what an event was about, from the fields devtools.timeline puts in its args. */
function detailOf(e: TraceEvent): string | undefined {
  const data = e.args?.data;
  if (!data) return undefined;
  const url = typeof data.url === 'string' ? data.url.split('/').pop() : undefined;
  const fn = typeof data.functionName === 'string' && data.functionName ? data.functionName : undefined;
  const type = typeof data.type === 'string' ? data.type : undefined;
  const text = [type, fn, url].filter(Boolean).join(' ');
  return text || undefined;
}

/**
 * The renderer main thread's tasks (`RunTask`, category `toplevel`) of at least `minMs` wall time within
 * `[from, to]` µs, each with the events nested in it on that thread (function calls, style, layout, paint,
 * compiles, GC …) and the CPU time of each: what a long task was, straight from the trace. (Mapping the page's
 * long-task entries onto the trace through the profiler's clock lost the main thread's own events.)
 */
export function traceLongTasks(events: readonly TraceEvent[], from = -Infinity, to = Infinity, minMs = 50, minPartMs = 1): TraceLongTask[] {
  const names = threadNames(events);
  const mains = new Set([...names].filter(([, name]) => name === 'CrRendererMain').map(([thread]) => thread));
  const key = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined && mains.has(key(e)));
  const long = complete.filter((e) => e.name === 'RunTask' && e.ts >= from && e.ts <= to && e.dur! >= minMs * 1000).sort((a, b) => a.ts - b.ts);
  return long.map((task) => {
    const end = task.ts + task.dur!;
    const inside = complete
      .filter((e) => e !== task && key(e) === key(task) && e.ts >= task.ts && e.ts + e.dur! <= end)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const parts: TaskPart[] = [];
    const open: number[] = [];
    for (const e of inside) {
      while (open.length > 0 && open[open.length - 1]! <= e.ts) open.pop();
      const depth = open.length;
      open.push(e.ts + e.dur!);
      if (e.dur! < minPartMs * 1000) continue;
      const detail = detailOf(e);
      parts.push({ depth, name: e.name, ...(detail ? { detail } : {}), startMs: (e.ts - task.ts) / 1000, ms: e.dur! / 1000, ...(e.tdur === undefined ? {} : { cpuMs: e.tdur / 1000 }) });
    }
    return { ts: task.ts, wallMs: task.dur! / 1000, ...(task.tdur === undefined ? {} : { cpuMs: task.tdur / 1000 }), parts };
  });
}
