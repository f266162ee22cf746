import { DatabaseBusyError } from './databaseUnavailable';

/** Admits a bounded number of concurrent transactions (see {@link createTransactionGate}). */
export interface TransactionGate {
  /** Runs `work` once fewer than the limit are running; rejects with {@link DatabaseBusyError} after the wait bound. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Transactions waiting for a turn now (for metrics). */
  waiting(): number;
}

/**
 * A bulkhead between writes and reads on one connection pool: at most `limit` transactions hold connections at
 * once, so the pool's other connections stay free for plain queries. When a table is locked or the database is
 * slow, writes pile up here (failing after `waitMs` with a 503), while reads such as notices or rankings still get a
 * connection at once. Waiters are served first come, first served.
 */
export function createTransactionGate(limit: number, waitMs: number): TransactionGate {
  let running = 0;
  const queue: { admit: () => void; timer: NodeJS.Timeout }[] = [];
  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      running += 1;
      next.admit();
    }
  };
  return {
    async run(work) {
      if (running < limit) running += 1;
      else {
        await new Promise<void>((resolve, reject) => {
          const entry = {
            admit: resolve,
            timer: setTimeout(() => {
              queue.splice(queue.indexOf(entry), 1);
              reject(new DatabaseBusyError(waitMs));
            }, waitMs),
          };
          queue.push(entry);
        });
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    waiting: () => queue.length,
  };
}
