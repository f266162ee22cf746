import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Latency buckets in seconds: fine below 50 ms, where the battle-start budget (p99 ≤ 30 ms) sits. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.02, 0.03, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A connection pool as the metrics see it (pg.Pool's counters). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * The process's Prometheus metrics on one registry (docs/OPERATIONS.md says what each means). One per process:
 * the ledger, battles and the pool record into it from wherever they run, and `/metrics` renders it.
 */
export function createServerMetrics() {
  const registry = new Registry();
  // Process memory, CPU, handles and event-loop delay (nodejs_eventloop_lag_*), from prom-client's own collectors.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];
  const pools: PoolCounts[] = [];
  const poolGauge = (name: string, help: string, read: (pool: PoolCounts) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(pools.reduce((sum, pool) => sum + read(pool), 0));
      },
    });
  poolGauge('tcg_db_pool_connections', 'Open PostgreSQL connections of the pool (idle and in use).', (p) => p.totalCount);
  poolGauge('tcg_db_pool_idle_connections', 'Idle PostgreSQL connections of the pool.', (p) => p.idleCount);
  poolGauge('tcg_db_pool_waiting_clients', 'Queries waiting for a free pool connection.', (p) => p.waitingCount);
  return {
    registry,
    http: new Histogram({
      name: 'tcg_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status class; _count is the request count.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    battleStarts: new Histogram({
      name: 'tcg_battle_start_duration_seconds',
      help: 'Battle starts (the use case, simulation included) by outcome: started or the refusal reason.',
      labelNames: ['outcome'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    ledgerPosts: new Counter({
      name: 'tcg_ledger_posts_total',
      help: 'Ledger movements posted, by result: applied, replayed (same key again) or refused.',
      labelNames: ['result'] as const,
      registers,
    }),
    ledgerRefusals: new Counter({
      name: 'tcg_ledger_refusals_total',
      help: 'Ledger movements refused, by reason (insufficient_funds, idempotency_conflict).',
      labelNames: ['reason'] as const,
      registers,
    }),
    poolWait: new Histogram({
      name: 'tcg_db_pool_wait_seconds',
      help: 'Time a query or transaction waited for a PostgreSQL connection from the pool.',
      buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers,
    }),
    depositLag: new Gauge({
      name: 'tcg_deposit_indexer_lag_blocks',
      help: 'Confirmed blocks the deposit indexer has not scanned yet (0: caught up); absent when deposits are off.',
      registers,
    }),
    sseClients: new Gauge({
      name: 'tcg_sse_clients',
      help: 'Clients connected to the live battle feed (Server-Sent Events) of this process.',
      registers,
    }),
    tournamentRounds: new Counter({
      name: 'tcg_tournament_rounds_total',
      help: 'Tournament round jobs this process ran (a start, a round, or the last round that pays the prizes).',
      registers,
    }),
    /** Counts a pool's connections in the tcg_db_pool_* gauges until the returned function is called (the pool closed). */
    watchPool(pool: PoolCounts): () => void {
      pools.push(pool);
      return () => {
        const index = pools.indexOf(pool);
        if (index >= 0) pools.splice(index, 1);
      };
    },
  };
}

/** The metrics of one process (see {@link createServerMetrics}). */
export type ServerMetrics = ReturnType<typeof createServerMetrics>;

/** This process's metrics: one registry, whatever number of apps or repositories record into it. */
export const serverMetrics: ServerMetrics = createServerMetrics();
