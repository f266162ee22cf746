/**
 * PostgreSQL's bounds for one server process. A request never waits unboundedly on the database: a connection
 * from the pool within `poolWaitMs`, a row or table lock within `lockTimeoutMs`, a statement within
 * `statementTimeoutMs`; past any of them the request answers 503 `unavailable` (see databaseUnavailable.ts) and
 * frees its connection, so one stuck table cannot hold every connection while other routes wait.
 */
export interface DatabaseLimits {
  /** Connections per process (the fleet's total must stay under PostgreSQL's max_connections). */
  poolSize: number;
  /** How long a request may wait for a free connection. */
  poolWaitMs: number;
  /** How long one statement may wait for a lock (PostgreSQL's lock_timeout). */
  lockTimeoutMs: number;
  /** How long one statement may run (PostgreSQL's statement_timeout). */
  statementTimeoutMs: number;
}

/**
 * The defaults: sized so a healthy request never meets them, even on a 2-core CI machine at load 30 (5 s was met
 * there by a 64-player tournament's sign-ups), and a stuck one still fails in seconds.
 */
export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = { poolSize: 10, poolWaitMs: 10_000, lockTimeoutMs: 10_000, statementTimeoutMs: 30_000 };
