import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { selectRows } from './rowCounts';
import { startServerProcess } from './startServerProcess';
import { createTestDatabaseTarget, testDatabaseKind, type TestDatabaseTarget } from './testDatabase';

// kill -9 in the middle of a burst of purchases: after a restart every movement is whole (its entries, its
// balance change and its stamina grant, or none of them) and `balances = SUM(ledger_entries)`. Runs on PGlite and,
// in CI, on PostgreSQL (.ci/run runs the server suite again with DATABASE_URL).

let target: TestDatabaseTarget;
beforeAll(async () => {
  // A migrated copy: this test is about kill -9 and recovery, not a first start (serverProcess.test.ts covers that).
  target = await createTestDatabaseTarget({ migrated: true });
});
afterAll(async () => {
  await target.cleanup();
});

describe(`the ledger survives kill -9 on ${testDatabaseKind}`, () => {
  it('a burst of /recover-stamina killed mid-flight leaves whole movements only', async () => {
    const server = await startServerProcess(target.env);
    const base = `http://127.0.0.1:${server.port}`;
    const headers = { 'content-type': 'application/json', 'x-tcg-csrf': '1' };
    const guest = await fetch(`${base}/api/auth/guest`, { method: 'POST', headers, body: '{}' });
    expect(guest.status).toBe(200);
    const cookie = (guest.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const accountId = ((await guest.json()) as { account: { id: string } }).account.id;

    const burst = Array.from({ length: 12 }, (_, i) =>
      fetch(`${base}/api/economy/recover-stamina`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ idempotencyKey: `crash-test-${i}` }) }).then(
        (r) => r.status,
        () => 0,
      ),
    );
    // Kill once the first purchase has been answered, while the rest are in flight.
    await Promise.race(burst);
    server.child.kill('SIGKILL');
    expect(await server.exit).toBeNull();
    const statuses = await Promise.all(burst);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);

    // A restart opens the same database (recovery), and the invariants hold.
    const again = await startServerProcess(target.env);
    expect((await fetch(`http://127.0.0.1:${again.port}/api/health`)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exit, JSON.stringify(again.lines.map((l) => l.msg))).toBe(0);
    const database = await openDatabase({ dataDir: target.env.DATA_DIR ?? '', databaseUrl: target.env.DATABASE_URL });
    try {
      const sums = await selectRows<{ currency: string; amount: string; sum: string }>(
        database.db,
        `select b.currency, b.amount::text, coalesce(sum(e.amount), 0)::text as sum from balances b
           left join ledger_movements m on m.account_id = b.account_id
           left join ledger_entries e on e.movement_id = m.id and e.currency = b.currency
          where b.account_id = '${accountId}' group by b.currency, b.amount`,
      );
      for (const row of sums) expect(row.amount, row.currency).toBe(row.sum);
      const [purchases] = await selectRows<{ n: number }>(database.db, `select count(*)::int as n from ledger_movements where account_id = '${accountId}' and reason = 'stamina_purchase'`);
      const [entries] = await selectRows<{ n: number }>(
        database.db,
        `select count(*)::int as n from ledger_entries e join ledger_movements m on m.id = e.movement_id where m.account_id = '${accountId}' and m.reason = 'stamina_purchase'`,
      );
      const [stamina] = await selectRows<{ value: number }>(database.db, `select value from stamina where account_id = '${accountId}'`);
      const bought = Number(purchases?.n);
      // Every answered purchase is stored; a purchase is one entry; each granted its 60 stamina over the full 120.
      expect(bought).toBeGreaterThanOrEqual(statuses.filter((s) => s === 200).length);
      expect(Number(entries?.n)).toBe(bought);
      expect(Number(stamina?.value)).toBe(120 + 60 * bought);
    } finally {
      await database.close();
    }
  }, 240_000);
});
