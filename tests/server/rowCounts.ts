import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/database';

/** Tables the account features write. */
export const ACCOUNT_TABLES = [
  'accounts',
  'account_identities',
  'sessions',
  'email_verification_codes',
  'oidc_nonces',
  'auth_failures',
  'balances',
  'ledger_movements',
  'ledger_entries',
  'stamina',
  'owned_cards',
] as const;

/** Row count of every account table, to assert that a refused request wrote nothing. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ACCOUNT_TABLES) {
    const result = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}
