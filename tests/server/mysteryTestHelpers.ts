/** Helpers shared by the shop, invite and purchase server tests. */
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
export const key = (label: string) => `test-${label}-${(keySeq += 1)}-${Date.now()}`;

/** A new guest: its browser session and account id. */
export async function guest(t: TestApp): Promise<{ browser: BrowserSession; accountId: string }> {
  const browser = t.browser();
  const { account } = await browser.client.call(api.startAsGuest);
  await freeStarterCards(browser);
  return { browser, accountId: account.id };
}

/** Gives an account currency through an admin adjustment (a test's shortcut to a rich player). */
export async function grant(db: Db, accountId: string, currency: 'fragments' | 'gold_coin' | 'game_coin', amount: number): Promise<void> {
  const { ledgerRepository } = await import('../../server/db/ledgerRepository');
  await ledgerRepository.post(db, { accountId, reason: 'admin_adjustment', reference: null, idempotencyKey: serverKey('admin', key('grant')), legs: [{ currency, amount }] });
}

/** For each currency: the balance equals the sum of the account's ledger entries. */
export async function ledgerAgrees(db: Db, accountId: string): Promise<boolean> {
  const rows = await selectRows<{ balance: string; ledger: string }>(db, sql`
    select b.amount as balance, coalesce(sum(e.amount), 0) as ledger
    from balances b
    left join ledger_movements m on m.account_id = b.account_id
    left join ledger_entries e on e.movement_id = m.id and e.currency = b.currency
    where b.account_id = ${accountId}
    group by b.currency, b.amount`);
  return rows.every((r) => Number(r.balance) === Number(r.ledger));
}

/** The error a call rejects with (status, field, reason, params). */
export async function rejection(promise: Promise<unknown>): Promise<{ status: number; field?: string; reason?: string; params?: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; field?: string; reason?: string };
  }
  throw new Error('expected a rejection');
}

/** Row count of one table. */
export async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, `select count(*)::int as n from ${table}`);
  return Number(row?.n ?? 0);
}
