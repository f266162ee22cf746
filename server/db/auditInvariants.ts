import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { rowsOf } from './rowsOf';

/** What {@link auditInvariants} found: counts, and one line per broken rule (empty: the data is whole). */
export interface InvariantAudit {
  accounts: number;
  movements: number;
  cards: number;
  problems: string[];
}

/**
 * Checks the money and card rules on the whole database (a restored backup, a fleet after a crash): every
 * balance equals the sum of its ledger entries, every card copy has one row and one owner, and every active
 * market listing's copy belongs to its seller and is locked for the market.
 */
export async function auditInvariants(db: Db): Promise<InvariantAudit> {
  const problems: string[] = [];
  const [counts] = await rowsOf<{ accounts: number; movements: number; cards: number }>(
    db,
    sql`select (select count(*)::int from accounts) as accounts, (select count(*)::int from ledger_movements) as movements,
        (select count(*)::int from card_instances) as cards`,
  );
  const unbalanced = await rowsOf<{ account_id: string; currency: string; balance: string; ledger: string }>(
    db,
    sql`select b.account_id, b.currency, b.amount::text as balance, coalesce(sum(e.amount), 0)::text as ledger
        from balances b
        left join ledger_movements m on m.account_id = b.account_id
        left join ledger_entries e on e.movement_id = m.id and e.currency = b.currency
        group by b.account_id, b.currency, b.amount
        having b.amount <> coalesce(sum(e.amount), 0)`,
  );
  for (const row of unbalanced) problems.push(`balance ${row.account_id} ${row.currency}: ${row.balance} but the ledger sums to ${row.ledger}`);
  const negative = await rowsOf<{ account_id: string; currency: string }>(db, sql`select account_id, currency from balances where amount < 0`);
  for (const row of negative) problems.push(`balance ${row.account_id} ${row.currency} is negative`);
  const duplicated = await rowsOf<{ id: string; n: number }>(db, sql`select id::text, count(*)::int as n from card_instances group by id having count(*) > 1`);
  for (const row of duplicated) problems.push(`card ${row.id} has ${row.n} rows`);
  const listings = await rowsOf<{ id: string; card_instance_id: string }>(
    db,
    sql`select l.id::text, l.card_instance_id::text from market_listings l
        left join card_instances c on c.id = l.card_instance_id
        where l.status = 'active' and (c.id is null or c.account_id <> l.seller_id or c.locked_by is distinct from 'market' or c.burned_at is not null)`,
  );
  for (const row of listings) problems.push(`active listing ${row.id}: card ${row.card_instance_id} is not its seller's locked copy`);
  return { accounts: counts?.accounts ?? 0, movements: counts?.movements ?? 0, cards: counts?.cards ?? 0, problems };
}
