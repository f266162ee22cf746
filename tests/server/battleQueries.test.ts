import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import type { StartBattleBody } from '../../src/contracts/battles/battleEndpoints';
import type { Database } from '../../server/db/database';
import { battleKey, newGuest, saveStarterTeam, type Guest } from './battlesKit';
import { createTestApp, type TestApp } from './testApp';

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Counts the statements the server sends, transactions included: on PostgreSQL every pooled client's `query`
 * (BEGIN and COMMIT are statements there), on PGlite the transaction's own `query` (it begins and commits itself).
 * BEGIN and COMMIT are left out, so both databases count the same work.
 */
function countStatements(database: Database): { reset(): void; readonly count: number } {
  let count = 0;
  const wrap = (target: Queryable) => {
    const original = target.query.bind(target);
    target.query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text ?? '';
      if (!/^(begin|commit)\b/i.test(text.trim())) count++;
      return original(...args);
    };
  };
  const client = (database.db as unknown as { $client: Queryable & { on?: (event: string, listener: (pooled: Queryable) => void) => void; transaction?: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown> } }).$client;
  if (database.kind === 'postgres' && client.on) {
    // Every statement goes through a checked-out client (pool.query too), so each is wrapped once when acquired.
    const wrapped = new WeakSet<Queryable>();
    client.on('acquire', (pooled) => {
      if (wrapped.has(pooled)) return;
      wrapped.add(pooled);
      wrap(pooled);
    });
  } else if (client.transaction) {
    wrap(client);
    const transaction = client.transaction.bind(client);
    client.transaction = (fn) =>
      transaction((tx) => {
        wrap(tx);
        return fn(tx);
      });
  }
  return {
    reset: () => (count = 0),
    get count() {
      return count;
    },
  };
}

let t: TestApp;
let statements: ReturnType<typeof countStatements>;
let guest: Guest;

beforeAll(async () => {
  t = await createTestApp();
  statements = countStatements(t.database);
  guest = await newGuest(t);
  await saveStarterTeam(guest);
  // Past the first-run guide, as most players are: its one-off step write is not part of the budget.
  await guest.browser.client.call(api.advanceFirstRun, { body: { step: 'skipped' } });
  // Waits (on state) until the session cache answers from memory (on PostgreSQL, once LISTEN is up), so only the
  // start's own statements are counted.
  for (;;) {
    statements.reset();
    await guest.browser.client.call(api.getMe);
    if (statements.count <= 1) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
});
afterAll(() => t.close());

/** Statements of one start (the seed commitment is asked for first, outside the count). */
async function statementsOf(body: Omit<StartBattleBody, 'commitId' | 'idempotencyKey' | 'clientSeed'>): Promise<{ count: number; result: string }> {
  const commit = await guest.browser.client.call(api.createSeedCommit, { query: { mode: body.mode } });
  statements.reset();
  const answer = await guest.browser.client.call(api.startBattle, { body: { idempotencyKey: battleKey(body.mode), clientSeed: 'q', ...body, commitId: commit.commitId } });
  return { count: statements.count, result: answer.battle.result };
}

/**
 * The battle start's statement budget (docs/SERVER.md "Battle starts"): each round trip costs the
 * server and PostgreSQL CPU, so reads ride on the statements that lock or write. The session comes from the warm
 * session cache.
 */
describe('statements per battle start', () => {
  it('a random-team battle: lock, claim, battle with the stamina write, the one-leg reward, the quest progress', async () => {
    await statementsOf({ mode: 'random_team' });
    const { count } = await statementsOf({ mode: 'random_team' });
    expect(count).toBeLessThanOrEqual(5);
  });

  it('a campaign battle with a saved team adds the team lock, progress, the team record and the legs', async () => {
    await statementsOf({ mode: 'campaign', stageId: '1-1', teamSlot: 1 });
    const { count, result } = await statementsOf({ mode: 'campaign', stageId: '1-1', teamSlot: 1 });
    // A repeat win: lock, claim, team, progress upsert, battle with the stamina write, the one-leg reward, team record,
    // quest progress (8).
    expect(count).toBeLessThanOrEqual(result === 'win' ? 8 : 7);
  });
});
