import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountRepository } from '../../server/db/accountRepository';
import type { Database } from '../../server/db/database';
import { ledgerRepository } from '../../server/db/ledgerRepository';
import { STARTER_CURRENCIES } from '../../server/domain/accounts/starterGrant';
import { clientKey, serverKey } from '../../server/domain/economy/ledgerKey';
import { databaseBefore } from './databaseBefore';
import { selectRows } from './rowCounts';
import { testDatabaseKind } from './testDatabase';

/** Inserts a movement the way the code before 0013 did (no key source), with its entries and balances. */
async function legacyMovement(database: Database, accountId: string, key: string, reason: string, reference: string | null, legs: readonly { currency: string; amount: number }[]): Promise<void> {
  const [row] = await selectRows<{ id: number }>(database.db, sql`insert into ledger_movements (account_id, idempotency_key, reason, reference) values (${accountId}, ${key}, ${reason}, ${reference}) returning id`);
  for (const { currency, amount } of legs) {
    const [balance] = await selectRows<{ amount: number }>(
      database.db,
      sql`update balances set amount = amount + ${amount}::bigint where account_id = ${accountId} and currency = ${currency} returning amount`,
    );
    await database.db.execute(sql`insert into ledger_entries (movement_id, currency, amount, balance_after) values (${row!.id}, ${currency}, ${amount}, ${balance!.amount})`);
  }
}

describe(`migration 0013: ledger keys get their source (${testDatabaseKind})`, () => {
  it('classifies stored movements by reason: a conversion under a server key\'s text stays a client key, and the server\'s movement then applies', async () => {
    const { database, cleanup } = await databaseBefore('0013_ledger_key_source');
    try {
      const [seller] = await selectRows<{ id: string }>(database.db, sql`insert into accounts (display_name) values ('Seller') returning id`);
      const accountId = seller!.id;
      for (const c of ['gold_coin', 'game_coin', 'invite_points', 'fragments']) await database.db.execute(sql`insert into balances (account_id, currency, amount) values (${accountId}, ${c}, 0)`);
      await legacyMovement(database, accountId, 'starter-grant:v1', 'starter_grant', 'v1', STARTER_CURRENCIES);
      await legacyMovement(database, accountId, 'market-sale:L-1', 'conversion', 'conversion:gold_to_game_coin:v1', [{ currency: 'gold_coin', amount: -1 }, { currency: 'game_coin', amount: 20 }]);
      await legacyMovement(database, accountId, 'recover-stamina:req-00000001', 'stamina_purchase', 'recover-stamina', [{ currency: 'game_coin', amount: -1 }]);
      await legacyMovement(database, accountId, 'invite:B-1:first_level_up', 'invite_reward', 'invitee:B-1', [{ currency: 'invite_points', amount: 10 }]);
      const before = await ledgerRepository.balances(database.db, accountId);

      await database.migrate();

      const sources = await selectRows<{ idempotency_key: string; key_source: string }>(database.db, sql`select idempotency_key, key_source from ledger_movements where account_id = ${accountId} order by id`);
      expect(sources.map((r) => [r.idempotency_key, r.key_source])).toEqual([
        ['starter-grant:v1', 'server'],
        ['market-sale:L-1', 'client'],
        ['recover-stamina:req-00000001', 'client'],
        ['invite:B-1:first_level_up', 'server'],
      ]);
      const ledger = ledgerRepository;
      // The attacker's row is the attacker's: the sale's credit applies.
      const sale = { accountId, reason: 'market_sale' as const, reference: 'market:listing:L-1', idempotencyKey: serverKey('market-sale', 'L-1'), legs: [{ currency: 'game_coin' as const, amount: 40 }] };
      expect((await ledger.post(database.db, sale)).status).toBe('applied');
      expect((await ledger.post(database.db, sale)).status).toBe('replayed');
      // Existing rows keep working: the starter grant is still found (not granted again), the invite reward is still paid once.
      expect(await accountRepository.grantStarter(database.db, accountId)).toBe(false);
      expect((await ledger.findMovement(database.db, accountId, serverKey('invite', 'B-1', 'first_level_up')))?.movement.reason).toBe('invite_reward');
      expect((await ledger.findMovement(database.db, accountId, clientKey('market-sale:L-1')))?.movement.reason).toBe('conversion');
      expect((await ledger.balances(database.db, accountId)).game_coin).toBe(before.game_coin + 40);
      // Still append-only after the backfill.
      await expect(database.db.execute(sql`update ledger_movements set reason = 'x' where account_id = ${accountId}`)).rejects.toThrow();
    } finally {
      await cleanup();
    }
  });
});
