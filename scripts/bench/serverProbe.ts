/**
 * What the server saw of one bench phase, from its own `/metrics` (scraped before and after the phase): its
 * event-loop delay, its garbage collection, how many battle starts took over the budget inside the handler, and
 * how many queries waited for a pool connection. Set beside the client's latency it says where time went: a p99
 * that grows while none of these move was not spent in the server.
 */

/** The samples of a Prometheus text page: `name{labels}` → value. */
export type Scrape = Map<string, number>;

/** Parses the Prometheus text format (comment lines skipped; a sample is `name{labels} value`). */
export function parseMetrics(text: string): Scrape {
  const samples: Scrape = new Map();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    samples.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return samples;
}

/** GET /metrics of the server with its bearer token. */
export async function scrapeServer(base: string, token: string): Promise<Scrape> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  return parseMetrics(await response.text());
}

/** The sum of the samples whose key starts with `name` and holds every one of `labels`. */
function sum(scrape: Scrape, name: string, labels: readonly string[] = []): number {
  let total = 0;
  for (const [key, value] of scrape) if ((key === name || key.startsWith(`${name}{`)) && labels.every((l) => key.includes(l))) total += value;
  return total;
}

/** The server's side of a phase (differences between the scrape before and the one after). */
export interface ServerPhase {
  /** Event-loop delay over the phase (prom-client resets its histogram at every scrape), ms. */
  loopMaxMs: number;
  loopP99Ms: number;
  /** Garbage collection: pauses and their total, ms. */
  gcCount: number;
  gcMs: number;
  /** Battle starts (POST /api/battles, 2xx) whose handler took over 30 ms, of all handled. */
  startsOver30: number;
  starts: number;
  /** Queries or transactions that waited over 5 ms for a pool connection, of all that asked. */
  poolWaitsOver5: number;
}

/** The server's view of the phase between scrapes `before` and `after`. */
export function serverPhase(before: Scrape, after: Scrape): ServerPhase {
  const delta = (name: string, labels: readonly string[] = []) => sum(after, name, labels) - sum(before, name, labels);
  const battles = ['route="/api/battles"', 'method="POST"', 'status="2xx"'];
  const starts = delta('tcg_http_request_duration_seconds_count', battles);
  const poolAll = delta('tcg_db_pool_wait_seconds_count');
  return {
    loopMaxMs: sum(after, 'nodejs_eventloop_lag_max_seconds') * 1000,
    loopP99Ms: sum(after, 'nodejs_eventloop_lag_p99_seconds') * 1000,
    gcCount: delta('nodejs_gc_duration_seconds_count'),
    gcMs: delta('nodejs_gc_duration_seconds_sum') * 1000,
    startsOver30: starts - delta('tcg_http_request_duration_seconds_bucket', [...battles, 'le="0.03"']),
    starts,
    poolWaitsOver5: poolAll - delta('tcg_db_pool_wait_seconds_bucket', ['le="0.005"']),
  };
}

/** One line of a phase's server view. */
export function serverPhaseLine(phase: ServerPhase): string {
  return (
    `server loop delay p99 ${phase.loopP99Ms.toFixed(1)} ms max ${phase.loopMaxMs.toFixed(1)} ms · GC ${phase.gcCount}× ${phase.gcMs.toFixed(0)} ms` +
    ` · handler > 30 ms ${phase.startsOver30}/${phase.starts} · pool waits > 5 ms ${phase.poolWaitsOver5}`
  );
}
