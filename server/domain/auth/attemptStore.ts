/**
 * Where failed sign-in attempts are kept. The production implementation is one table,
 * `auth_failures(key text, at timestamptz)` with an index on (key, at); see docs/ACCOUNTS.md.
 */
export interface AttemptStore {
  /** Failure times for `key` strictly after `since`. */
  failuresSince(key: string, since: Date): Promise<Date[]>;
  /** Records one failure for each key at `at`; returns the new entries' ids (to withdraw them). */
  addFailure(keys: readonly string[], at: Date): Promise<number[]>;
  /** Withdraws failures by id (an attempt reserved up front that turned out not to be a failure). */
  removeFailures(ids: readonly number[]): Promise<void>;
  /** Forgets every failure of `key` (after a successful sign-in to that account). */
  clearFailures(key: string): Promise<void>;
  /** Deletes failures at or before `before`; returns how many. Run periodically (older than the longest window). */
  pruneBefore(before: Date): Promise<number>;
}

/** In-memory {@link AttemptStore} for tests and single-process development. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly byKey = new Map<string, { id: number; at: Date }[]>();
  private nextId = 1;

  /** {@inheritDoc AttemptStore.failuresSince} */
  async failuresSince(key: string, since: Date): Promise<Date[]> {
    return (this.byKey.get(key) ?? []).filter((f) => f.at.getTime() > since.getTime()).map((f) => f.at);
  }

  /** {@inheritDoc AttemptStore.addFailure} */
  async addFailure(keys: readonly string[], at: Date): Promise<number[]> {
    return keys.map((key) => {
      const id = this.nextId++;
      this.byKey.set(key, [...(this.byKey.get(key) ?? []), { id, at }]);
      return id;
    });
  }

  /** {@inheritDoc AttemptStore.removeFailures} */
  async removeFailures(ids: readonly number[]): Promise<void> {
    const drop = new Set(ids);
    for (const [key, failures] of this.byKey) this.byKey.set(key, failures.filter((f) => !drop.has(f.id)));
  }

  /** {@inheritDoc AttemptStore.clearFailures} */
  async clearFailures(key: string): Promise<void> {
    this.byKey.delete(key);
  }

  /** {@inheritDoc AttemptStore.pruneBefore} */
  async pruneBefore(before: Date): Promise<number> {
    let removed = 0;
    for (const [key, failures] of this.byKey) {
      const kept = failures.filter((f) => f.at.getTime() > before.getTime());
      removed += failures.length - kept.length;
      if (kept.length === 0) this.byKey.delete(key);
      else this.byKey.set(key, kept);
    }
    return removed;
  }
}
