/** One autocannon figure of `npm run bench:server`. */
export interface Measurement {
  name: string;
  connections: number;
  reqPerSec: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  timeouts: number;
  /** Connection errors plus non-2xx answers. */
  failures: number;
  /** Bare Hono's req/s measured right before this run. */
  bareReqPerSec?: number;
}

/** A budget and whether the run met it. */
export interface Verdict {
  pass: boolean;
  text: string;
}

/**
 * The load budgets (docs/SERVER.md): on PostgreSQL at 50 connections an authenticated read (/me)
 * serves at least 1/10 of bare Hono's req/s with p99 ≤ 50 ms; no run times out or fails; on PGlite at 10
 * connections /me serves at least 1,000 req/s. A database that was not measured gives no verdict.
 */
export function budgetsFor(results: Record<string, Measurement[]>): Verdict[] {
  const verdicts: Verdict[] = [];
  const find = (db: string, name: string, connections: number) => results[db]?.find((m) => m.name === name && m.connections === connections);
  const pgMe = find('postgres', 'me', 50);
  if (pgMe) {
    const ratio = pgMe.reqPerSec / (pgMe.bareReqPerSec ?? Number.POSITIVE_INFINITY);
    verdicts.push({ pass: ratio >= 0.1, text: `PostgreSQL, 50 connections: /me ${Math.round(pgMe.reqPerSec)} req/s = ${(ratio * 100).toFixed(1)}% of bare Hono (≥ 10%)` });
    verdicts.push({ pass: pgMe.p99 <= 50, text: `PostgreSQL, 50 connections: /me p99 ${pgMe.p99} ms (≤ 50 ms)` });
  }
  const pgliteMe = find('pglite', 'me', 10);
  if (pgliteMe) verdicts.push({ pass: pgliteMe.reqPerSec >= 1000, text: `PGlite, 10 connections: /me ${Math.round(pgliteMe.reqPerSec)} req/s (≥ 1,000)` });
  for (const [db, rows] of Object.entries(results)) {
    const bad = rows.filter((m) => m.timeouts > 0 || m.failures > 0);
    verdicts.push({
      pass: bad.length === 0,
      text: `${db}: no timeouts or failed requests${bad.length ? ` (${bad.map((m) => `${m.name}@${m.connections}: ${m.timeouts} timeouts, ${m.failures} failed`).join('; ')})` : ''}`,
    });
  }
  return verdicts;
}
