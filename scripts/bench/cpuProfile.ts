/** A V8 CPU profile as CDP's Profiler.stop answers it (the fields the summary reads). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  /** µs, on the profiler's clock. */
  startTime: number;
  endTime: number;
  samples: number[];
  /** µs between a sample and the one before it. */
  timeDeltas: number[];
}

/** Where the sampled time of a profile (or of a window of it) went, in ms. */
export interface ProfileSummary {
  /** Wall time the samples span. */
  spanMs: number;
  idleMs: number;
  gcMs: number;
  /** Native work outside JS attributed to no function ("(program)": layout, paint, GL command encoding …). */
  programMs: number;
  /** Self time of JavaScript functions. */
  jsMs: number;
  /** Functions by self time, most first. */
  bySelf: { name: string; ms: number }[];
  /** Functions by inclusive time (counted once per sample however deep the recursion), most first. */
  byTotal: { name: string; ms: number }[];
}

const SPECIAL = new Set(['(idle)', '(garbage collector)', '(program)', '(root)']);

/** `name file:line` for a call frame (the file's name only, so minified or hashed chunk names stay short). */
function label(frame: CpuProfile['nodes'][number]['callFrame']): string {
  if (SPECIAL.has(frame.functionName)) return frame.functionName;
  const file = frame.url.split('/').pop() ?? '';
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
}

/**
 * Sums a profile's samples by function: self and inclusive time, idle, GC and "(program)". `from`/`to` (µs on the
 * profile's clock) limit it to a window, e.g. one long task. Each sample is charged the time until the next one.
 */
export function summariseProfile(profile: CpuProfile, from = -Infinity, to = Infinity): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let spanMs = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) continue;
    const next = profile.timeDeltas[i + 1] ?? 0;
    const ms = next / 1000;
    spanMs += ms;
    const node = byId.get(profile.samples[i]!);
    if (!node) continue;
    const name = label(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + ms);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const frameName = label(byId.get(id)!.callFrame);
      if (SPECIAL.has(frameName) || seen.has(frameName)) continue;
      seen.add(frameName);
      total.set(frameName, (total.get(frameName) ?? 0) + ms);
    }
  }
  const sorted = (m: Map<string, number>) => [...m].filter(([name]) => !SPECIAL.has(name)).map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  const bySelf = sorted(self);
  return {
    spanMs,
    idleMs: self.get('(idle)') ?? 0,
    gcMs: self.get('(garbage collector)') ?? 0,
    programMs: self.get('(program)') ?? 0,
    jsMs: bySelf.reduce((sum, f) => sum + f.ms, 0),
    bySelf,
    byTotal: sorted(total),
  };
}
