import { createServer, request as httpRequest, type Server } from 'node:http';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tokenUnitsForGoldCoin } from '../../src/content/economy/goldCoinDeposit';
import { chainConfigFromEnv } from '../../server/chain/chainConfig';
import { rpcDepositChain, type DepositChain } from '../../server/chain/depositChain';
import { issueDepositRef } from '../../server/chain/issueDepositRef';
import { listDeposits } from '../../server/chain/listDeposits';
import { scanDeposits, type ScanDepositsInput, type ScanResult } from '../../server/chain/scanDeposits';
import { depositReview } from '../../server/admin/commands/depositReview';
import { convertCurrency } from '../../server/conversions/convertCurrency';
import { accountRepository } from '../../server/db/accountRepository';
import { repositories } from '../../server/db/repositories';
import type { Database } from '../../server/db/database';
import { depositRepository } from '../../server/db/depositRepository';
import { ledgerRepository } from '../../server/db/ledgerRepository';
import { serverKey } from '../../server/domain/economy/ledgerKey';
import { DEFAULT_STAMINA_CONFIG } from '../../server/domain/economy/stamina';
import { startChainTestbed, type ChainTestbed } from './chainTestbed';
import { selectRows } from './rowCounts';
import { createTestDatabase, testDatabaseKind } from './testDatabase';

let bed: ChainTestbed;
let database: Database;
beforeAll(async () => {
  // The node and the migrated database template first (both take seconds on a loaded machine), so tests time only themselves.
  const [started, warm] = await Promise.all([startChainTestbed(), createTestDatabase()]);
  bed = started;
  await warm.close();
}, 180_000);
afterAll(async () => {
  await bed?.stop();
});
afterEach(async () => {
  await database?.close();
});

const now = new Date('2026-11-23T12:00:00.000Z');

/** A fresh database and an indexer setup starting at the next block, so each test sees only its own deposits. */
async function fresh(overrides: Partial<ScanDepositsInput> = {}) {
  database = await createTestDatabase();
  const start = (await bed.head()) + 1;
  const deps = { db: database.db, repositories };
  const input: ScanDepositsInput = {
    chain: bed.reader(),
    where: { chainId: 1116, contract: bed.deployment.deposit.toLowerCase() },
    confirmations: 3,
    startBlock: start,
    maxRange: 500,
    ...overrides,
  };
  const player = async () => {
    const accountId = await database.db.transaction((tx) => accountRepository.createAccountIn(tx, { displayName: 'Depositor', language: 'en', now, stamina: DEFAULT_STAMINA_CONFIG }));
    return { accountId, ref: await issueDepositRef({ db: database.db, repositories }, { accountId }) };
  };
  const gold = async (accountId: string) => (await ledgerRepository.balances(database.db, accountId)).gold_coin;
  const scanUntilCaughtUp = async (scan: ScanDepositsInput = input): Promise<ScanResult[]> => {
    const results: ScanResult[] = [];
    for (let i = 0; i < 100; i += 1) {
      const result = await scanDeposits(deps, scan);
      results.push(result);
      if (result.kind === 'scanned' && result.caughtUp) return results;
    }
    return results;
  };
  const depositRows = () => count(sql`select count(*)::int as n from chain_deposits`);
  const movements = (accountId: string) => count(sql`select count(*)::int as n from ledger_movements where account_id = ${accountId} and reason = 'deposit'`);
  return { deps, input, player, gold, scanUntilCaughtUp, depositRows, movements };
}

describe(`deposit references (${testDatabaseKind})`, () => {
  it('one per account, the same on every call, even when the first calls race', async () => {
    database = await createTestDatabase();
    const accountId = await database.db.transaction((tx) => accountRepository.createAccountIn(tx, { displayName: 'Refs', language: 'en', now, stamina: DEFAULT_STAMINA_CONFIG }));
    const refs = await Promise.all(Array.from({ length: 8 }, () => issueDepositRef({ db: database.db, repositories }, { accountId })));
    expect(new Set(refs).size).toBe(1);
    expect(refs[0]).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await listDeposits({ db: database.db, repositories }, { accountId, chain: undefined })).ref).toBe(refs[0]);
  });
});

describe(`deposit indexer against a local Core node (${testDatabaseKind})`, { timeout: 90_000 }, () => {
  it('credits a deposit once it has the confirmations, and a duplicate scan credits nothing twice', async () => {
    const t = await fresh();
    const { accountId, ref } = await t.player();
    const before = await t.gold(accountId);
    const { txHash } = await bed.deposit(0, ref, { goldCoin: 25 });

    const early = await scanDeposits(t.deps, t.input);
    expect(early).toMatchObject({ kind: 'scanned', credited: 0, pending: 1 });
    expect((await listDeposits({ db: database.db, repositories }, { accountId, chain: undefined })).enabled).toBe(false);
    const config = chainConfigFromEnv({
      CHAIN_RPC_URL: bed.node.url,
      CHAIN_DEPOSIT_CONTRACT: bed.deployment.deposit,
      CHAIN_TOKEN_CONTRACT: bed.deployment.token,
      CHAIN_CONFIRMATIONS: '3',
    });
    const shown = async () => (await listDeposits({ db: database.db, repositories }, { accountId, chain: config })).deposits.map((d) => [d.status, d.confirmations, d.goldCoin]);
    expect(await shown()).toEqual([['pending', 0, 0]]);
    expect(await t.gold(accountId)).toBe(before);
    await bed.controls.mine(2);
    await scanDeposits(t.deps, t.input);
    expect(await shown()).toEqual([['pending', 2, 0]]);

    await bed.controls.mine(1);
    expect(await scanDeposits(t.deps, t.input)).toMatchObject({ kind: 'scanned', credited: 1, pending: 0 });
    expect(await t.gold(accountId)).toBe(before + 25);
    expect(await shown()).toEqual([['credited', 3, 25]]);

    // Scan the same blocks again (a cursor that was not saved, a second process replaying): nothing moves.
    await database.db.execute(sql`update chain_cursors set scanned_block = ${t.input.startBlock - 1}`);
    await database.db.execute(sql`delete from chain_blocks`);
    expect(await scanDeposits(t.deps, t.input)).toMatchObject({ kind: 'scanned', credited: 0 });
    expect(await t.gold(accountId)).toBe(before + 25);
    expect(await t.movements(accountId)).toBe(1);
    const [row] = await depositRepository.depositsOf(database.db, accountId, 10);
    expect(row).toMatchObject({ txHash: txHash.toLowerCase(), status: 'credited', goldCoin: 25, amountWei: tokenUnitsForGoldCoin(25).toString() });
  });

  it('a conversion the depositor posts under the pending deposit\'s ledger key does not stop its credit', async () => {
    const t = await fresh();
    const { accountId, ref } = await t.player();
    await ledgerRepository.post(database.db, { accountId, reason: 'admin_adjustment', reference: null, idempotencyKey: serverKey('admin', 'deposit-attack'), legs: [{ currency: 'gold_coin', amount: 1 }] });
    await bed.deposit(0, ref, { goldCoin: 9 });
    expect(await scanDeposits(t.deps, t.input)).toMatchObject({ kind: 'scanned', credited: 0, pending: 1 });
    // The pending list shows the log: the key the credit will use is known before it is credited.
    const [pending] = await depositRepository.pendingOf(database.db, accountId);
    if (!pending) throw new Error('no pending deposit');
    const attack = await convertCurrency({ db: database.db, repositories }, { accountId, kind: 'gold_to_game_coin', amount: 1, rateVersion: 1, idempotencyKey: `deposit:1116:${pending.txHash}:${pending.logIndex}` });
    expect(attack.ok).toBe(true);
    const before = await t.gold(accountId);
    await bed.controls.mine(3);
    expect(await scanDeposits(t.deps, t.input)).toMatchObject({ kind: 'scanned', credited: 1 });
    expect(await t.gold(accountId)).toBe(before + 9);
    expect(await t.movements(accountId)).toBe(1);
  });

  it('a crash between scanning and committing loses and doubles nothing', async () => {
    let crash = true;
    const t = await fresh({ confirmations: 0, beforeCommit: async () => { if (crash) throw new Error('process killed'); } });
    const { accountId, ref } = await t.player();
    const before = await t.gold(accountId);
    await bed.deposit(1, ref, { goldCoin: 7 });

    await expect(scanDeposits(t.deps, t.input)).rejects.toThrow('process killed');
    expect(await t.gold(accountId)).toBe(before);
    expect(await t.depositRows()).toBe(0);
    expect((await depositRepository.findCursor(database.db, t.input.where))?.scannedBlock).toBe(t.input.startBlock - 1);

    crash = false;
    await t.scanUntilCaughtUp();
    await t.scanUntilCaughtUp();
    expect(await t.gold(accountId)).toBe(before + 7);
    expect(await t.movements(accountId)).toBe(1);
  });

  it('backfills 200 blocks of downtime in bounded ranges, crediting each deposit once', async () => {
    const t = await fresh({ confirmations: 5, maxRange: 32 });
    const a = await t.player();
    const b = await t.player();
    const beforeA = await t.gold(a.accountId);
    const beforeB = await t.gold(b.accountId);
    for (let i = 0; i < 5; i += 1) {
      await bed.deposit(i % 2 === 0 ? 2 : 3, i % 2 === 0 ? a.ref : b.ref, { goldCoin: 10 + i });
      await bed.controls.mine(40);
    }
    const results = await t.scanUntilCaughtUp();
    const ranges = results.flatMap((r) => (r.kind === 'scanned' && r.range ? [r.range] : []));
    expect(ranges.length).toBeGreaterThanOrEqual(200 / 32);
    for (const r of ranges) expect(r.to - r.from + 1).toBeLessThanOrEqual(32);
    for (let i = 1; i < ranges.length; i += 1) expect(ranges[i]?.from).toBe((ranges[i - 1]?.to ?? 0) + 1);
    expect(await t.gold(a.accountId)).toBe(beforeA + 10 + 12 + 14);
    expect(await t.gold(b.accountId)).toBe(beforeB + 11 + 13);
    expect(await t.depositRows()).toBe(5);
  });

  it('a reorg removes an unconfirmed deposit without crediting it', async () => {
    const t = await fresh({ confirmations: 3 });
    const { accountId, ref } = await t.player();
    const before = await t.gold(accountId);
    const snapshot = await bed.controls.snapshot();
    await bed.deposit(4, ref, { goldCoin: 99 });
    await bed.controls.mine(1);
    expect(await scanDeposits(t.deps, t.input)).toMatchObject({ kind: 'scanned', credited: 0, pending: 1 });
    expect((await listDeposits({ db: database.db, repositories }, { accountId, chain: undefined })).deposits).toEqual([]);
    expect((await depositRepository.pendingOf(database.db, accountId)).length).toBe(1);

    await bed.controls.revert(snapshot);
    await bed.controls.mine(12);
    const results = await t.scanUntilCaughtUp();
    expect(results.every((r) => r.kind !== 'scanned' || r.credited === 0)).toBe(true);
    expect(await t.gold(accountId)).toBe(before);
    expect(await depositRepository.pendingOf(database.db, accountId)).toEqual([]);
    expect(await t.depositRows()).toBe(0);
  });

  it('a reorg below the cursor rolls it back; a credited log the chain lost goes to review, never paid twice', async () => {
    const t = await fresh({ confirmations: 0 });
    const { accountId, ref } = await t.player();
    const before = await t.gold(accountId);
    await bed.controls.mine(2);
    await t.scanUntilCaughtUp();
    const snapshot = await bed.controls.snapshot();
    await bed.deposit(5, ref, { goldCoin: 5 });
    await t.scanUntilCaughtUp();
    expect(await t.gold(accountId)).toBe(before + 5);

    await bed.controls.revert(snapshot);
    await bed.controls.mine(6);
    const results = await t.scanUntilCaughtUp();
    expect(results[0]?.kind).toBe('reorg');
    const [row] = await depositRepository.depositsOf(database.db, accountId, 10);
    expect(row).toMatchObject({ status: 'review', reviewReason: 'reorged_after_credit' });
    expect(await t.movements(accountId)).toBe(1);
    expect((await depositRepository.reviewList(database.db, 10)).length).toBe(1);
  });

  it('survives RPC timeouts: retries with backoff, and a scan that fails changes nothing', async () => {
    const proxy = await stallingProxy(bed.node.url);
    try {
      // A stalled request never answers, so the timeout only has to exceed a healthy answer: 300 ms did not on a
      // CI machine at load 16 (the local node answered eth_blockNumber late and every retry timed out).
      const chain: DepositChain = rpcDepositChain({ url: proxy.url, contract: bed.deployment.deposit, timeoutMs: 2_000, retries: 3, retryDelayMs: 20 });
      const t = await fresh({ confirmations: 0, chain });
      const { accountId, ref } = await t.player();
      const before = await t.gold(accountId);
      await bed.deposit(6, ref, { goldCoin: 3 });

      proxy.stallNext(2);
      await t.scanUntilCaughtUp();
      expect(proxy.stalled()).toBe(2);
      expect(await t.gold(accountId)).toBe(before + 3);

      await bed.deposit(6, ref, { goldCoin: 4 });
      proxy.stallNext(1_000);
      await expect(scanDeposits(t.deps, t.input)).rejects.toThrow();
      expect(await t.gold(accountId)).toBe(before + 3);
      proxy.stallNext(0);
      await t.scanUntilCaughtUp();
      expect(await t.gold(accountId)).toBe(before + 7);
      expect(await t.movements(accountId)).toBe(2);
    } finally {
      await proxy.close();
    }
  });

  it('two indexers at once credit each deposit exactly once', async () => {
    const t = await fresh({ confirmations: 1, maxRange: 4 });
    const { accountId, ref } = await t.player();
    const before = await t.gold(accountId);
    for (let i = 0; i < 4; i += 1) {
      await bed.deposit(7, ref, { goldCoin: 1 + i });
      await bed.controls.mine(3);
    }
    const outcomes = (await Promise.all([t.scanUntilCaughtUp(), t.scanUntilCaughtUp(), t.scanUntilCaughtUp()])).flat();
    const credited = outcomes.reduce((sum, r) => sum + (r.kind === 'scanned' ? r.credited : 0), 0);
    expect(credited).toBe(4);
    expect(await t.gold(accountId)).toBe(before + 1 + 2 + 3 + 4);
    expect(await t.movements(accountId)).toBe(4);
  });

  it('a ref the server did not issue, or less than one gold coin, goes to the review list, never to an account', async () => {
    const t = await fresh({ confirmations: 0 });
    const { accountId, ref } = await t.player();
    const before = await t.gold(accountId);
    const stranger = `0x${'ab'.repeat(32)}`;
    await bed.deposit(0, stranger, { goldCoin: 40 });
    await bed.deposit(0, ref, { units: tokenUnitsForGoldCoin(1) - 1n });
    await t.scanUntilCaughtUp();
    expect(await t.gold(accountId)).toBe(before);
    const review = await depositRepository.reviewList(database.db, 10);
    expect(review.map((r) => [r.ref, r.reviewReason, r.accountId])).toEqual([
      [stranger, 'unknown_ref', null],
      [ref, 'below_one_gold_coin', accountId],
    ]);
    expect(await count(sql`select count(*)::int as n from ledger_movements where reason = 'deposit'`)).toBe(0);

    // The operator's list: `npm run admin -- deposit:review`.
    const lines: string[] = [];
    const code = await depositReview.run({ args: [], database, repositories: repositories, cwd: '.', out: (l) => lines.push(l), err: (l) => lines.push(l) });
    expect(code).toBe(0);
    expect(lines[0]).toMatch(new RegExp(`^unknown_ref\t1116\t0x[0-9a-f]{64}:\\d+\t\\d+\t0x[0-9a-f]{40}\t${stranger}\t40000000000000000000\t-$`));
    expect(lines.at(-1)).toBe('2 deposit(s) held for review');
  });
});

/** The `n` of a `select count(*)::int as n` query. */
async function count(query: SQL): Promise<number> {
  const [row] = await selectRows<{ n: number }>(database.db, query);
  return Number(row?.n ?? 0);
}

/** An HTTP proxy to the node that can hold requests unanswered (an RPC timing out). */
async function stallingProxy(target: string): Promise<{ url: string; stallNext(n: number): void; stalled(): number; close(): Promise<void> }> {
  let toStall = 0;
  let stalledCount = 0;
  const held: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    if (toStall > 0) {
      toStall -= 1;
      stalledCount += 1;
      held.push(() => res.destroy());
      return;
    }
    const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stallNext(n) {
      toStall = n;
    },
    stalled: () => stalledCount,
    close: () =>
      new Promise<void>((resolve) => {
        for (const release of held) release();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
