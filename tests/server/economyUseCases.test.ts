import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMe } from '../../server/accounts/getMe';
import { accountRepository } from '../../server/db/accountRepository';
import type { Database } from '../../server/db/database';
import { repositories as allRepositories, type Repositories } from '../../server/db/repositories';
import { DEFAULT_STAMINA_CONFIG } from '../../server/domain/economy/stamina';
import { STAMINA_RECOVERY } from '../../server/domain/economy/staminaRecovery';
import { recoverStamina } from '../../server/economy/recoverStamina';
import { createTestDatabase, testDatabaseKind } from './testDatabase';

let database: Database;
let repositories: Repositories;
const now = new Date('2026-03-01T12:00:00.000Z');
beforeAll(async () => {
  database = await createTestDatabase();
  repositories = allRepositories;
});
afterAll(async () => {
  await database.close();
});

const newAccount = () => database.db.transaction((tx) => accountRepository.createAccountIn(tx, { displayName: 'Use Case', language: 'en', now, stamina: DEFAULT_STAMINA_CONFIG }));
const deps = () => ({ db: database.db, repositories, stamina: DEFAULT_STAMINA_CONFIG });

describe(`use cases called directly, no HTTP (${testDatabaseKind})`, () => {
  it('recoverStamina charges once per key and answers a retry with the first result', async () => {
    const playerId = await newAccount();
    const first = await recoverStamina(deps(), { playerId, idempotencyKey: 'use-case-key-1', now });
    const retry = await recoverStamina(deps(), { playerId, idempotencyKey: 'use-case-key-1', now });
    expect(first).toMatchObject({ ok: true, value: { replayed: false, stamina: { current: DEFAULT_STAMINA_CONFIG.max + STAMINA_RECOVERY.stamina } } });
    expect(retry).toMatchObject({ ok: true, value: { replayed: true } });
    if (first.ok && retry.ok) expect(retry.value.balances).toEqual(first.value.balances);
  });

  it('recoverStamina refuses past the stamina cap and without the coin, charging nothing', async () => {
    const playerId = await newAccount();
    await database.db.execute(sql`update stamina set value = ${DEFAULT_STAMINA_CONFIG.hardCap - 1} where account_id = ${playerId}`);
    expect(await recoverStamina(deps(), { playerId, idempotencyKey: 'use-case-full', now })).toEqual({ ok: false, reason: 'stamina_full' });
    await database.db.execute(sql`update stamina set value = 0 where account_id = ${playerId}`);
    await database.db.execute(sql`update balances set amount = 0 where account_id = ${playerId} and currency = 'game_coin'`);
    expect(await recoverStamina(deps(), { playerId, idempotencyKey: 'use-case-poor', now })).toEqual({ ok: false, reason: 'insufficient_funds', params: { currency: 'game_coin', needed: 100, available: 0 } });
    expect((await repositories.stamina.read(database.db, playerId)).value).toBe(0);
  });

  it('getMe reads the same view as the separate repository reads', async () => {
    const playerId = await newAccount();
    const me = await getMe(deps(), { playerId, now });
    expect(me.balances).toEqual(await repositories.ledger.balances(database.db, playerId));
    expect(me.stamina.current).toBe((await repositories.stamina.read(database.db, playerId)).value);
    expect(me.account).toMatchObject({ id: playerId, displayName: 'Use Case', isGuest: true });
    expect(me.identities).toEqual([]);
  });
});
