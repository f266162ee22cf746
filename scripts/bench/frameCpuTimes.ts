/** One event of a Chrome trace (the fields read here). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** µs. */
  ts: number;
  /** Wall duration, µs. */
  dur?: number;
  /** Thread CPU duration, µs. */
  tdur?: number;
  /** A thread's name (metadata events); where a task was posted from (`toplevel` tasks). */
  args?: { name?: string; src_func?: string; src_file?: string; data?: Record<string, unknown> };
}

/** Each thread's name, by `pid:tid`, from the trace's metadata events. */
export function threadNames(events: readonly TraceEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name) names.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  return names;
}

/**
 * Main-thread CPU time of each animation frame's callbacks, in ms, from a Chrome trace (category devtools.timeline):
 * the thread time (`tdur`) of the FireAnimationFrame events summed per task that ran them (one task runs a frame's
 * requestAnimationFrame callbacks: Pixi's ticker, and any other). Thread time leaves out the time the page waited
 * for a core, which on a loaded machine is most of a slow frame's wall time; `from`/`to` (µs, trace clock) bound it.
 */
export function frameCpuTimes(events: readonly TraceEvent[], from = -Infinity, to = Infinity): number[] {
  const names = threadNames(events);
  const mainThreads = new Set([...names].filter(([, name]) => name === 'CrRendererMain').map(([thread]) => thread));
  const onMain = (e: TraceEvent) => mainThreads.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.ts >= from && e.ts <= to;
  const frames = events.filter((e) => onMain(e) && e.name === 'FireAnimationFrame').sort((a, b) => a.ts - b.ts);
  const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const perTask = new Map<TraceEvent | number, number>();
  let t = 0;
  for (const f of frames) {
    while (t < tasks.length && tasks[t]!.ts + (tasks[t]!.dur ?? 0) < f.ts) t++;
    const task = tasks[t] && tasks[t]!.ts <= f.ts ? tasks[t]! : f.ts;
    perTask.set(task, (perTask.get(task) ?? 0) + (f.tdur ?? f.dur ?? 0) / 1000);
  }
  return [...perTask.values()];
}
