import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/database';

/** Tables the account features write. */
export const ACCOUNT_TABLES = [
  'accounts',
  'account_identities',
  'sessions',
  'email_verification_codes',
  'email_claims',
  'oidc_nonces',
  'auth_failures',
  'balances',
  'ledger_movements',
  'ledger_entries',
  'stamina',
  'card_instances',
] as const;

/** Row count of every account table, to assert that a refused request wrote nothing. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ACCOUNT_TABLES) {
    const [row] = await selectRows<{ n: number }>(db, `select count(*)::int as n from ${table}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Rows of a raw SQL query (both drivers answer `{ rows }`; Drizzle's generic result type does not say so). */
export async function selectRows<T>(db: Db, query: SQL | string): Promise<T[]> {
  const result = (await db.execute(typeof query === 'string' ? sql.raw(query) : query)) as unknown as { rows: T[] };
  return result.rows;
}
