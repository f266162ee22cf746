import type { AccountMeRows } from '../db/accountRepository';

/** The tables /me reads (readAccountMe): a write naming any of them makes a kept view stale. */
export const ACCOUNT_VIEW_TABLES = ['accounts', 'account_identities', 'balances', 'stamina'] as const;

/** Views kept at most (the oldest go first beyond it): about 1 KB each. */
const MAX_ENTRIES = 20_000;

/**
 * The rows behind /me, kept in memory until a write may have changed them (docs/SERVER.md "Account view cache").
 * `version` is the database's table-change version of {@link ACCOUNT_VIEW_TABLES} (PGlite's `changes`): any
 * committed write naming those tables, by anyone, empties the cache's validity at once, so a player always sees
 * their own writes (the write's answer is sent after its commit bumped the version). A read that began before a
 * write and finished after it is not kept. Only for a database this process alone writes.
 */
export class AccountViewCache {
  private readonly entries = new Map<string, { version: number; rows: AccountMeRows }>();

  constructor(private readonly version: () => number) {}

  /** The account's rows: from memory when no write happened since they were read, otherwise from `load`. */
  async read(accountId: string, load: () => Promise<AccountMeRows | undefined>): Promise<AccountMeRows | undefined> {
    const before = this.version();
    const kept = this.entries.get(accountId);
    if (kept && kept.version === before) return kept.rows;
    const rows = await load();
    if (!rows || this.version() !== before) return rows;
    this.entries.delete(accountId);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(accountId, { version: before, rows });
    return rows;
  }
}
