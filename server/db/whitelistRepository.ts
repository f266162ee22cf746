import { count, eq, sql } from 'drizzle-orm';
import type { WhitelistEntry } from '../../src/contracts/api';
import type { Db } from './database';
import { inTransaction } from './inTransaction';
import { whitelistEntries } from './schema';

/** Reads and writes the address whitelist. Addresses must already be normalised (the contract does it). Every method runs on the `Db` it is given first. */
export interface WhitelistRepository {
  isWhitelisted(db: Db, normalisedAddress: string): Promise<boolean>;
  /** The stored entry of an address, if any. */
  find(db: Db, normalisedAddress: string): Promise<{ address: string; note: string | null; addedAt: string } | undefined>;
  /** Inserts or updates (note) every entry in one transaction (`db` when it is one, else its own): all or nothing. */
  importEntries(db: Db, entries: readonly WhitelistEntry[]): Promise<{ added: number; updated: number }>;
  count(db: Db): Promise<number>;
}

/** The {@link WhitelistRepository} on Drizzle. */
export const whitelistRepository: WhitelistRepository = {
  async isWhitelisted(tx, address) {
    const rows = await tx
      .select({ address: whitelistEntries.address })
      .from(whitelistEntries)
      .where(eq(whitelistEntries.address, address))
      .limit(1);
    return rows.length > 0;
  },
  async find(tx, address) {
    const [row] = await tx.select().from(whitelistEntries).where(eq(whitelistEntries.address, address)).limit(1);
    return row && { address: row.address, note: row.note, addedAt: row.addedAt.toISOString() };
  },
  async importEntries(db, entries) {
    // Last spelling of a duplicated address wins, as if the rows were applied in order.
    const unique = [...new Map(entries.map((entry) => [entry.address, entry])).values()];
    if (unique.length === 0) return { added: 0, updated: 0 };
    const write = async (tx: Db) => {
      let added = 0;
      const chunkSize = 1000;
      for (let start = 0; start < unique.length; start += chunkSize) {
        const chunk = unique.slice(start, start + chunkSize);
        // `xmax = 0` is true for freshly inserted rows and false for rows the upsert updated.
        const rows = await tx
          .insert(whitelistEntries)
          .values(chunk.map((entry) => ({ address: entry.address, note: entry.note })))
          .onConflictDoUpdate({ target: whitelistEntries.address, set: { note: sql`excluded.note` } })
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        added += rows.filter((row) => row.inserted).length;
      }
      return { added, updated: unique.length - added };
    };
    return inTransaction(db, write);
  },
  async count(tx) {
    const [row] = await tx.select({ total: count() }).from(whitelistEntries);
    return row?.total ?? 0;
  },
};
