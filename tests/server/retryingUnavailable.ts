/**
 * A call retried, under its same body and key, while the server answers 503 `unavailable` (a lock or pool wait past the
 * database's bounds: nothing was written), as a player's client retries. Dozens of concurrent calls
 * queue on one row lock, and on a loaded machine the last can pass the lock bound; exactly-once must hold through
 * the retries.
 */
export async function retryingUnavailable<T>(call: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if ((error as { status?: number; code?: string }).status !== 503 || (error as { code?: string }).code !== 'unavailable') throw error;
    }
  }
}
