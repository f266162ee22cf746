import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { STARTER_CARD_IDS, STARTER_SPARE_CARD_IDS } from '../../src/content';
import { accountRepository } from '../../server/db/accountRepository';
import { authStoreRepository } from '../../server/db/authStoreRepositories';
import { LedgerRefusal, ledgerRepository } from '../../server/db/ledgerRepository';
import { staminaRepository } from '../../server/db/staminaRepository';
import { STARTER_CURRENCIES, STARTER_GRANT_KEY } from '../../server/domain/accounts/starterGrant';
import { serverKey } from '../../server/domain/economy/ledgerKey';
import type { LedgerMovement } from '../../server/domain/economy/ledgerMovement';
import { MemoryLedger } from '../../server/domain/economy/memoryLedger';
import { DEFAULT_STAMINA_CONFIG } from '../../server/domain/economy/stamina';
import { STAMINA_RECOVERY } from '../../server/domain/economy/staminaRecovery';
import { selectRows } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';
import { testDatabaseKind } from './testDatabase';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** For each currency of an account: the balance, and the sum of its ledger entries. */
async function ledgerVsBalances(accountId: string): Promise<{ currency: string; balance: number; ledger: number }[]> {
  const rows = await selectRows<{ currency: string; balance: string; ledger: string }>(t.database.db, sql`
    select b.currency, b.amount as balance, coalesce(sum(e.amount), 0) as ledger
    from balances b
    left join ledger_movements m on m.account_id = b.account_id
    left join ledger_entries e on e.movement_id = m.id and e.currency = b.currency
    where b.account_id = ${accountId}
    group by b.currency, b.amount
    order by b.currency`);
  return rows.map((r) => ({ currency: r.currency, balance: Number(r.balance), ledger: Number(r.ledger) }));
}

async function newAccount(): Promise<string> {
  return t.database.db.transaction((tx) => accountRepository.createAccountIn(tx, { displayName: 'Ledger Test', language: 'en', now: t.clock.now(), stamina: DEFAULT_STAMINA_CONFIG }));
}

describe(`recover stamina: 50 concurrent spends on ${testDatabaseKind}`, () => {
  it('exactly the affordable ones succeed, balances never go negative, and the ledger sums to the balances', async () => {
    const browser = t.browser();
    const { account } = await browser.client.call(api.startAsGuest);
    const start = await browser.client.call(api.getMe);
    const affordable = Math.floor(start.balances.game_coin / STAMINA_RECOVERY.priceGameCoin);
    expect(affordable).toBe(10);

    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        browser.client.call(api.recoverStamina, { body: { idempotencyKey: `spend-${i.toString().padStart(4, '0')}` } }).then(
          (r) => ({ ok: true as const, r }),
          (e: unknown) => ({ ok: false as const, e }),
        ),
      ),
    );
    const succeeded = outcomes.filter((o) => o.ok);
    const refused = outcomes.filter((o) => !o.ok);
    expect(succeeded).toHaveLength(affordable);
    for (const o of refused) expect(o.e).toMatchObject({ status: 409, code: 'insufficient_funds', reason: 'insufficient_funds' });

    const me = await browser.client.call(api.getMe);
    expect(me.balances.game_coin).toBe(start.balances.game_coin - affordable * STAMINA_RECOVERY.priceGameCoin);
    expect(me.stamina.current).toBe(start.stamina.current + affordable * STAMINA_RECOVERY.stamina);
    for (const row of await ledgerVsBalances(account.id)) expect(row.balance, row.currency).toBe(row.ledger);
    const movements = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ledger_movements where account_id = ${account.id} and reason = 'stamina_purchase'`);
    expect(movements[0]?.n).toBe(affordable);
  });

  it('a retried purchase with the same key is charged once and answers like the first', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    const first = await browser.client.call(api.recoverStamina, { body: { idempotencyKey: 'retry-key-1' } });
    expect(first.replayed).toBe(false);
    const [again, concurrent] = await Promise.all([
      browser.client.call(api.recoverStamina, { body: { idempotencyKey: 'retry-key-1' } }),
      browser.client.call(api.recoverStamina, { body: { idempotencyKey: 'retry-key-1' } }),
    ]);
    expect(again).toEqual({ ...first, replayed: true });
    expect(concurrent).toEqual({ ...first, replayed: true });
    expect((await browser.client.call(api.getBalances)).balances.game_coin).toBe(1000 - STAMINA_RECOVERY.priceGameCoin);
  });

  it('refuses a purchase that would pass the stamina cap, charging nothing', async () => {
    const browser = t.browser();
    const { account } = await browser.client.call(api.startAsGuest);
    await t.database.db.execute(sql`update stamina set value = 950 where account_id = ${account.id}`);
    await expect(browser.client.call(api.recoverStamina, { body: { idempotencyKey: 'cap-key-01' } })).rejects.toMatchObject({ status: 409 });
    expect((await browser.client.call(api.getBalances)).balances.game_coin).toBe(1000);
  });

  it('bad keys are a 400 naming the field', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    await expect(browser.client.call(api.recoverStamina, { body: { idempotencyKey: 'short' } })).rejects.toMatchObject({ status: 400, field: 'idempotencyKey' });
  });
});

describe('the ledger', () => {
  it('posts like the in-memory reference model for random movement sequences', async () => {
    const currencies = ['gold_coin', 'game_coin', 'fragments', 'invite_points'] as const;
    const leg = fc.record({ currency: fc.constantFrom(...currencies), amount: fc.integer({ min: -400, max: 400 }).filter((n) => n !== 0) });
    const step = fc.record({ key: fc.integer({ min: 0, max: 12 }), legs: fc.uniqueArray(leg, { minLength: 1, maxLength: 2, selector: (l) => l.currency }) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const accountId = await newAccount();
        const model = new MemoryLedger();
        model.post({ accountId, reason: 'starter_grant', reference: 'v1', idempotencyKey: STARTER_GRANT_KEY, legs: STARTER_CURRENCIES });
        for (const s of steps) {
          const movement: LedgerMovement = { accountId, reason: 'admin_adjustment', reference: null, idempotencyKey: serverKey('admin', `prop-key-${s.key}`), legs: s.legs };
          const expected = model.post(movement);
          const actual = await ledgerRepository.post(t.database.db, movement).then(
            (r) => r.status,
            (e: unknown) => (e instanceof LedgerRefusal ? e.reason : 'crash'),
          );
          const expectedStatus = expected.status === 'rejected' ? expected.reason : expected.status;
          expect(actual).toBe(expectedStatus);
        }
        expect(await ledgerRepository.balances(t.database.db, accountId)).toEqual(model.balancesOf(accountId));
        for (const row of await ledgerVsBalances(accountId)) expect(row.balance).toBe(row.ledger);
      }),
      { numRuns: 15 },
    );
  });

  it('is append-only: UPDATE and DELETE are refused by the database', async () => {
    const accountId = await newAccount();
    await expect(t.database.db.execute(sql`update ledger_entries set amount = 1 where movement_id in (select id from ledger_movements where account_id = ${accountId})`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from ledger_movements where account_id = ${accountId}`)).rejects.toThrow();
  });

  it('the CHECK refuses a negative balance even if code forgot the condition', async () => {
    const accountId = await newAccount();
    await expect(t.database.db.execute(sql`update balances set amount = -1 where account_id = ${accountId} and currency = 'gold_coin'`)).rejects.toThrow();
  });
});

describe('new-player start', () => {
  it('grants the starter set exactly once, even when repeated concurrently', async () => {
    const accountId = await newAccount(); // already granted once at creation
    const repeats = await Promise.all(Array.from({ length: 8 }, () => accountRepository.grantStarter(t.database.db, accountId)));
    expect(repeats.every((granted) => granted === false)).toBe(true);
    const cards = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from card_instances where account_id = ${accountId}`);
    expect(cards[0]?.n).toBe(STARTER_CARD_IDS.length + STARTER_SPARE_CARD_IDS.length);
    expect(await ledgerRepository.balances(t.database.db, accountId)).toEqual({ game_coin: 1000, gold_coin: 50, fragments: 100, invite_points: 0 });
  });

  it('a raw account without the grant gets it once when many grants race', async () => {
    const [row] = await selectRows<{ id: string }>(t.database.db, sql`insert into accounts (display_name) values ('Raw One') returning id`);
    const accountId = row?.id ?? '';
    await t.database.db.execute(sql`insert into balances (account_id, currency) select ${accountId}, c from unnest(array['gold_coin','game_coin','invite_points','fragments']) as c`);
    const results = await Promise.all(Array.from({ length: 8 }, () => accountRepository.grantStarter(t.database.db, accountId)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const cards = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from card_instances where account_id = ${accountId}`);
    expect(cards[0]?.n).toBe(STARTER_CARD_IDS.length + STARTER_SPARE_CARD_IDS.length);
    expect((await ledgerRepository.balances(t.database.db, accountId)).game_coin).toBe(1000);
  });
});

describe('stamina', () => {
  it('spends atomically and regenerates one point per 6 minutes from timestamps', async () => {
    const browser = t.browser();
    const { account } = await browser.client.call(api.startAsGuest);
    const now = t.clock.now();
    const spent = await staminaRepository.spend(t.database.db, account.id, 25, now, DEFAULT_STAMINA_CONFIG);
    expect(spent).toMatchObject({ ok: true, record: { value: 95 } });
    let view = (await browser.client.call(api.getStamina)).stamina;
    expect(view).toEqual({
      current: 95,
      max: 120,
      regenIntervalSeconds: 360,
      nextPointAt: new Date(now.getTime() + 360_000).toISOString(),
      fullAt: new Date(now.getTime() + 25 * 360_000).toISOString(),
      recovery: { priceGameCoin: 100, stamina: 60 },
    });
    t.clock.advance(359);
    expect((await browser.client.call(api.getStamina)).stamina.current).toBe(95);
    t.clock.advance(1 + 360 * 4 + 100);
    view = (await browser.client.call(api.getStamina)).stamina;
    expect(view.current).toBe(100);
    expect(view.nextPointAt).toBe(new Date(now.getTime() + 6 * 360_000).toISOString());
    t.clock.advance(24 * 3600);
    expect((await browser.client.call(api.getStamina)).stamina).toMatchObject({ current: 120, nextPointAt: null, fullAt: null });
  });

  it('concurrent spends never take more than there is', async () => {
    const accountId = await newAccount();
    const now = t.clock.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => staminaRepository.spend(t.database.db, accountId, 10, now, DEFAULT_STAMINA_CONFIG)));
    expect(results.filter((r) => r.ok)).toHaveLength(12);
    const refused = results.find((r) => !r.ok);
    expect(refused).toMatchObject({ ok: false, error: 'insufficient_stamina', current: 0, needed: 10 });
    expect((await staminaRepository.read(t.database.db, accountId)).value).toBe(0);
  });
});

describe('pruning sign-in bookkeeping', () => {
  it('deletes failures, codes and nonces older than a day, and keeps fresh ones', async () => {
    const now = t.clock.now();
    const old = new Date(now.getTime() - 25 * 3600 * 1000);
    await t.database.db.execute(sql`insert into auth_failures (key, at) values ('account:prune@example.com', ${old.toISOString()}), ('account:prune@example.com', ${now.toISOString()})`);
    await t.database.db.execute(sql`insert into oidc_nonces (nonce_hash, provider, created_at, expires_at) values ('old-nonce', 'google', ${old.toISOString()}, ${old.toISOString()}), ('new-nonce', 'google', ${now.toISOString()}, ${now.toISOString()})`);
    const removed = await authStoreRepository.pruneAuthRecords(t.database.db, now);
    expect(removed.failures).toBeGreaterThanOrEqual(1);
    expect(removed.nonces).toBeGreaterThanOrEqual(1);
    const left = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from auth_failures where key = 'account:prune@example.com'`);
    expect(left[0]?.n).toBe(1);
    const nonces = await selectRows<{ nonce_hash: string }>(t.database.db, sql`select nonce_hash from oidc_nonces where nonce_hash in ('old-nonce', 'new-nonce')`);
    expect(nonces.map((r) => r.nonce_hash)).toEqual(['new-nonce']);
  });
});
