import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * Runs `work` in `db` when it already is a transaction (the caller's, which a failure rolls back with everything
 * else), otherwise in a transaction of its own: a repository method that must be atomic takes either.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return isTransaction(db) ? work(db) : db.transaction(work);
}

/** Whether `db` is a transaction (or a savepoint in one) rather than the database itself. */
export function isTransaction(db: Db): boolean {
  return (db as unknown) instanceof PgTransaction;
}
