import type { FoundSession } from '../db/sessionRepository';

/** How long a resolved session may answer from memory, and how many are kept. */
export interface SessionCacheOptions {
  /** Milliseconds an entry is trusted (0 turns the cache off). Bounds staleness of anything not announced. */
  ttlMs: number;
  /** Entries kept; the oldest go first beyond it. */
  maxEntries: number;
  /** Monotonic milliseconds (tests inject a fake clock). */
  clock?: () => number;
}

/** 10 s and 50,000 sessions: a page's burst of requests costs one session lookup, and memory stays small. */
export const DEFAULT_SESSION_CACHE: SessionCacheOptions = { ttlMs: 10_000, maxEntries: 50_000 };

interface Entry {
  found: FoundSession;
  storedAt: number;
}

/**
 * Sessions resolved recently, keyed by token hash (docs/ACCOUNTS.md, "Session cache"). Revocation stays immediate:
 * every revocation evicts the account's entries here at once and, through PostgreSQL LISTEN/NOTIFY, in every
 * other process; while that listener is down the cache is {@link disable}d (every request reads the database).
 * A lookup that began before an eviction is never stored (it may have read the row before the revocation).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byAccount = new Map<string, Set<string>>();
  private generation = 0;
  private enabled: boolean;
  private readonly clock: () => number;

  constructor(private readonly options: SessionCacheOptions = DEFAULT_SESSION_CACHE, enabled = true) {
    this.clock = options.clock ?? (() => performance.now());
    this.enabled = enabled && options.ttlMs > 0;
  }

  /** The cached session of a token hash, if fresh (and the cache is on). */
  get(tokenHash: string): FoundSession | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.clock() - entry.storedAt > this.options.ttlMs) {
      this.remove(tokenHash, entry.found.session.accountId);
      return undefined;
    }
    return entry.found;
  }

  /** A ticket to take before reading the database; {@link set} stores only if no eviction happened since. */
  ticket(): number {
    return this.generation;
  }

  /** Stores what a lookup that began at `ticket` found. */
  set(tokenHash: string, found: FoundSession, ticket: number): void {
    if (!this.enabled || ticket !== this.generation) return;
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.remove(oldest.value, this.entries.get(oldest.value)?.found.session.accountId ?? '');
    }
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { found, storedAt: this.clock() });
    const hashes = this.byAccount.get(found.session.accountId) ?? new Set<string>();
    hashes.add(tokenHash);
    this.byAccount.set(found.session.accountId, hashes);
  }

  /** Forgets every session of an account (a revocation, a language change), and any lookup in flight. */
  forgetAccount(accountId: string): void {
    this.generation++;
    for (const hash of this.byAccount.get(accountId) ?? []) this.entries.delete(hash);
    this.byAccount.delete(accountId);
  }

  /** Turns the cache on (the revocation listener is connected) after dropping anything stored before. */
  enable(): void {
    this.clear();
    this.enabled = this.options.ttlMs > 0;
  }

  /** Turns the cache off and empties it (the revocation listener is down: an announcement could be missed). */
  disable(): void {
    this.enabled = false;
    this.clear();
  }

  /** Whether lookups may answer from memory now. */
  get active(): boolean {
    return this.enabled;
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
    this.byAccount.clear();
  }

  private remove(tokenHash: string, accountId: string): void {
    this.entries.delete(tokenHash);
    const hashes = this.byAccount.get(accountId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byAccount.delete(accountId);
  }
}
