/** The outcome of the last database round trip, as the health endpoint reports it. */
export type DatabaseHealth = { ok: true } | { ok: false; error: unknown };

/** How old a remembered database check may be before the next health request makes a fresh one. */
export const DEFAULT_HEALTH_MAX_AGE_MS = 1000;

/**
 * Health from memory with a bounded-age database check: a load balancer polling /api/health many times a
 * second costs at most one round trip per `maxAgeMs`, and concurrent requests share the one in flight (so a
 * slow or failing database is not flooded). A failure is remembered for the same bounded age, then retried.
 */
export function databaseCheck(ping: () => Promise<void>, options: { maxAgeMs?: number; now?: () => number } = {}): () => Promise<DatabaseHealth> {
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_HEALTH_MAX_AGE_MS;
  const now = options.now ?? (() => performance.now());
  let last: { at: number; health: DatabaseHealth } | undefined;
  let inFlight: Promise<DatabaseHealth> | undefined;
  return () => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.health);
    inFlight ??= ping().then(
      (): DatabaseHealth => ({ ok: true }),
      (error: unknown): DatabaseHealth => ({ ok: false, error }),
    ).then((health) => {
      // Timed from the answer: the age bounds how stale the remembered outcome is.
      last = { at: now(), health };
      inFlight = undefined;
      return health;
    });
    return inFlight;
  };
}
