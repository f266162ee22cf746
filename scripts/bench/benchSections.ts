import type { Measurement } from './serverBudgets';

/** What a bench section gets: the server under test, a signed-in guest's cookie, and autocannon with the run's settings. */
export interface BenchContext {
  /** "PostgreSQL" or "PGlite". */
  label: string;
  /** The server's base URL (http://127.0.0.1:port). */
  base: string;
  /** A signed-in guest's session cookie (`name=value`). */
  cookie: string;
  /** The connection levels of this run (--connections). */
  connectionLevels: readonly number[];
  /** One autocannon run against `url`, as the main table measures. */
  measure(target: { name: string; url: string; method?: 'GET' | 'POST' | 'PATCH'; headers?: Record<string, string>; body?: string }, connections: number): Promise<Measurement>;
}

/** A section of `npm run bench:server` after the main table (e.g. battle starts, scripts/bench/battleLoad.ts). */
export interface BenchSection {
  name: string;
  run(context: BenchContext): Promise<Measurement[]>;
}

/** The extra sections, run in this order on each database; an area adds its own here. */
export const BENCH_SECTIONS: BenchSection[] = [];
