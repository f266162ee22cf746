import { sql } from 'drizzle-orm';
import { api } from '../../src/contracts/api';
import type { Db } from '../../server/db/database';
import { serverKey } from '../../server/domain/economy/ledgerKey';
import type { BrowserSession } from './browserSession';
import { selectRows } from './rowCounts';
import type { TestApp } from './testApp';
import { freeStarterCards } from './freeStarterCards';

let keySeq = 0;
/** A fresh idempotency key. */
export const freshKey = (label: string): string => `test-${label}-${(keySeq += 1)}-${Date.now()}`;

/** A new guest (starter cards and currencies) with its own cookie jar. */
export async function newGuest(t: TestApp): Promise<{ browser: BrowserSession; accountId: string }> {
  const browser = t.browser();
  const { account } = await browser.client.call(api.startAsGuest);
  await freeStarterCards(browser);
  return { browser, accountId: account.id };
}

/** For each currency: whether the balance equals the sum of the account's ledger entries (it always must). */
export async function ledgerAgrees(db: Db, accountId: string): Promise<boolean> {
  const rows = await selectRows<{ balance: string; ledger: string }>(db, sql`
    select b.amount as balance, coalesce(sum(e.amount), 0) as ledger
    from balances b
    left join ledger_movements m on m.account_id = b.account_id
    left join ledger_entries e on e.movement_id = m.id and e.currency = b.currency
    where b.account_id = ${accountId}
    group by b.currency, b.amount`);
  return rows.length === 4 && rows.every((r) => Number(r.balance) === Number(r.ledger));
}

/** The API error a call was refused with (fails the test when it was not refused). */
export async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; field?: string; reason?: string; params?: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; field?: string; reason?: string; params?: Record<string, unknown> };
  }
  throw new Error('expected a refusal');
}

/** Gives an account more of a currency (an admin adjustment through the ledger, so the sums still agree). */
export async function grant(t: TestApp, accountId: string, currency: 'gold_coin' | 'game_coin' | 'invite_points' | 'fragments', amount: number): Promise<void> {
  const { ledgerRepository } = await import('../../server/db/ledgerRepository');
  await ledgerRepository.post(t.database.db, { accountId, reason: 'admin_adjustment', reference: null, idempotencyKey: serverKey('admin', freshKey('grant')), legs: [{ currency, amount }] });
}

/** Row counts of the account tables plus the market and report tables, to assert a refused request wrote nothing. */
export async function allRowCounts(db: Db): Promise<Record<string, number>> {
  const { rowCounts } = await import('./rowCounts');
  const counts = await rowCounts(db);
  for (const table of ['market_listings', 'market_sales', 'user_reports']) {
    const [row] = await selectRows<{ n: number }>(db, `select count(*)::int as n from ${table}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}
