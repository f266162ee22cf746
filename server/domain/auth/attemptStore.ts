/**
 * Where failed sign-in attempts are kept. The production implementation is one table,
 * `auth_failures(key text, at timestamptz)` with an index on (key, at); see docs/ACCOUNTS.md.
 */
export interface AttemptStore {
  /** Failure times for `key` strictly after `since`. */
  failuresSince(key: string, since: Date): Promise<Date[]>;
  /** Records one failure for each key at `at`. */
  addFailure(keys: readonly string[], at: Date): Promise<void>;
  /** Forgets every failure of `key` (after a successful sign-in to that account). */
  clearFailures(key: string): Promise<void>;
  /** Deletes failures at or before `before`; returns how many. Run periodically (older than the longest window). */
  pruneBefore(before: Date): Promise<number>;
}

/** In-memory {@link AttemptStore} for tests and single-process development. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly byKey = new Map<string, Date[]>();

  /** {@inheritDoc AttemptStore.failuresSince} */
  async failuresSince(key: string, since: Date): Promise<Date[]> {
    return (this.byKey.get(key) ?? []).filter((d) => d.getTime() > since.getTime());
  }

  /** {@inheritDoc AttemptStore.addFailure} */
  async addFailure(keys: readonly string[], at: Date): Promise<void> {
    for (const key of keys) this.byKey.set(key, [...(this.byKey.get(key) ?? []), at]);
  }

  /** {@inheritDoc AttemptStore.clearFailures} */
  async clearFailures(key: string): Promise<void> {
    this.byKey.delete(key);
  }

  /** {@inheritDoc AttemptStore.pruneBefore} */
  async pruneBefore(before: Date): Promise<number> {
    let removed = 0;
    for (const [key, dates] of this.byKey) {
      const kept = dates.filter((d) => d.getTime() > before.getTime());
      removed += dates.length - kept.length;
      if (kept.length === 0) this.byKey.delete(key);
      else this.byKey.set(key, kept);
    }
    return removed;
  }
}
