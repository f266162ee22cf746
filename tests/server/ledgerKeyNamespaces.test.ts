import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { INVITE_MILESTONE_POINTS } from '../../src/content/economy/invites';
import { placeByRole } from '../../src/rules/teams/presetTeams';
import { accountRepository } from '../../server/db/accountRepository';
import { ledgerRepository } from '../../server/db/ledgerRepository';
import { clientKey, SERVER_KEY_KINDS, serverKey, type ServerKeyKind } from '../../server/domain/economy/ledgerKey';
import { LEDGER_REASON_RULES } from '../../server/domain/economy/ledgerReasonRules';
import { freshKey, grant, ledgerAgrees, newGuest } from './marketKit';
import { guestFrom } from './guestFrom';
import { selectRows } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';
import { testDatabaseKind } from './testDatabase';

// Every ledger movement is unique per (account, key source, key): a key a player sends can never take or block a
// key the server derives. Each test first posts the player's movement under the server's exact key text.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accounts: { trustProxy: true, auth: undefined, guestQuota: { limit: 100_000, windowSeconds: 3600 } } });
});
afterAll(async () => {
  await t.close();
});

const balancesOf = (accountId: string) => ledgerRepository.balances(t.database.db, accountId);


type Client = Awaited<ReturnType<typeof guestFrom>>['client'];

/** The player's 1-gold conversion under `idempotencyKey`: answers the HTTP status (200 before and after the fix). */
async function convertOneGold(client: Client, idempotencyKey: string): Promise<number> {
  try {
    await client.call(api.convertCurrency, { params: { kind: 'gold_to_game_coin' }, body: { idempotencyKey, amount: 1, rateVersion: 1 } });
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

/** The status a call answers (200 when it succeeds). */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

async function movements(accountId: string, reason: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ledger_movements where account_id = ${accountId} and reason = ${reason}`);
  return Number(row?.n);
}

describe(`a player's key never takes a key the server derives (${testDatabaseKind})`, () => {
  it('market: a seller\'s conversion under "market-sale:<listing>" leaves the listing buyable, and the sale is credited once', async () => {
    const seller = await newGuest(t);
    const buyer = await newGuest(t);
    await grant(t, seller.accountId, 'game_coin', 40);
    const { cards } = await seller.browser.client.call(api.listCards);
    const card = cards.find((c) => c.cardId === 'iron_recruit')!;
    const { listing } = await seller.browser.client.call(api.createListing, { body: { idempotencyKey: freshKey('list'), instanceId: card.instanceId, price: 500 } });
    // The reproduction: 40 game coin into fragments under the sale's key.
    await seller.browser.client.call(api.convertCurrency, { params: { kind: 'game_coin_to_fragments' }, body: { idempotencyKey: `market-sale:${listing.id}`, amount: 40, rateVersion: 1 } });
    const before = await balancesOf(seller.accountId);
    expect(await statusOf(buyer.browser.client.call(api.buyListing, { params: { listingId: listing.id }, body: { idempotencyKey: freshKey('buy') } }))).toBe(200);
    expect((await balancesOf(seller.accountId)).game_coin).toBe(before.game_coin + listing.sellerNet);
    expect(await movements(seller.accountId, 'market_sale')).toBe(1);
    // The seller's own retry of the conversion still answers its first result (its key is still the seller's).
    const replay = await seller.browser.client.call(api.convertCurrency, { params: { kind: 'game_coin_to_fragments' }, body: { idempotencyKey: `market-sale:${listing.id}`, amount: 40, rateVersion: 1 } });
    expect(replay.replayed).toBe(true);
    expect(await ledgerAgrees(t.database.db, seller.accountId)).toBe(true);
  });

  it('invites: an inviter\'s conversions under the invitee\'s milestone keys block nothing; each milestone pays once', async () => {
    const inviter = await guestFrom(t, '10.9.0.1');
    const { code } = await inviter.client.call(api.getInvites);
    const invitee = await guestFrom(t, '10.9.0.2');
    expect((await invitee.client.call(api.claimInvite, { body: { code, deviceId: 'device-ledger-keys-1' } })).status).toBe('counting');
    await grant(t, inviter.accountId, 'gold_coin', 3);
    for (const milestone of ['first_level_up', 'team_of_five', 'first_battle_won'] as const) {
      expect(await convertOneGold(inviter.client, `invite:${invitee.accountId}:${milestone}`)).toBe(200);
    }
    const points = async () => (await balancesOf(inviter.accountId)).invite_points;
    const { cards } = await invitee.client.call(api.listCards);
    expect(await statusOf(invitee.client.call(api.levelUpCard, { params: { instanceId: cards[0]!.instanceId }, body: { idempotencyKey: freshKey('lvl') } }))).toBe(200);
    expect(await points()).toBe(INVITE_MILESTONE_POINTS.first_level_up);

    const distinct = cards.filter((c, i, all) => all.findIndex((x) => x.cardId === c.cardId) === i).slice(0, 6);
    const placed = placeByRole(distinct.map((c) => ({ instanceId: c.instanceId, cardId: c.cardId, level: c.level })));
    const team = { name: 'Starters', units: placed.map(({ instanceId, position }) => ({ instanceId, position })) };
    expect(await statusOf(invitee.client.call(api.saveTeam, { params: { slot: 1 }, body: team }))).toBe(200);
    const afterTeam = INVITE_MILESTONE_POINTS.first_level_up + INVITE_MILESTONE_POINTS.team_of_five;
    expect(await points()).toBe(afterTeam);

    let wins = 0;
    for (let attempt = 0; attempt < 8 && wins < 2; attempt++) {
      const commit = await invitee.client.call(api.createSeedCommit);
      const started = await invitee.client.call(api.startBattle, { body: { mode: 'campaign', stageId: '1-1', teamSlot: 1, commitId: commit.commitId, clientSeed: `k${attempt}`, idempotencyKey: freshKey('battle') } });
      if (started.battle.result === 'win') wins += 1;
    }
    expect(wins).toBeGreaterThan(0);
    expect(await points()).toBe(afterTeam + INVITE_MILESTONE_POINTS.first_battle_won);
    expect(await movements(inviter.accountId, 'invite_reward')).toBe(3);
    expect(await ledgerAgrees(t.database.db, inviter.accountId)).toBe(true);
  });

  it('every kind of server key: a client movement under its exact text first, then the server\'s movement applies once', async () => {
    const { accountId } = await newGuest(t);
    const ledger = ledgerRepository;
    await ledger.post(t.database.db, { accountId, reason: 'admin_adjustment', reference: null, idempotencyKey: serverKey('admin', 'funds'), legs: [{ currency: 'gold_coin', amount: 100 }] });
    for (const [kind, reason] of Object.entries(SERVER_KEY_KINDS) as [ServerKeyKind, (typeof SERVER_KEY_KINDS)[ServerKeyKind]][]) {
      const key = serverKey(kind, 'probe', 1);
      const attack = { accountId, reason: 'card_burn' as const, reference: null, idempotencyKey: clientKey(key.value), legs: [{ currency: 'fragments' as const, amount: 1 }] };
      expect((await ledger.post(t.database.db, attack)).status, kind).toBe('applied');
      const sign = LEDGER_REASON_RULES[reason] === 'debit' ? -1 : 1;
      const movement = { accountId, reason, reference: 'probe', idempotencyKey: key, legs: [{ currency: 'gold_coin' as const, amount: sign }] };
      expect((await ledger.post(t.database.db, movement)).status, kind).toBe('applied');
      expect((await ledger.post(t.database.db, movement)).status, kind).toBe('replayed');
      expect((await ledger.post(t.database.db, attack)).status, kind).toBe('replayed');
      expect((await ledger.findMovement(t.database.db, accountId, key))?.movement.reason, kind).toBe(reason);
      expect((await ledger.findMovement(t.database.db, accountId, clientKey(key.value)))?.movement.reason, kind).toBe('card_burn');
    }
    expect(await ledgerAgrees(t.database.db, accountId)).toBe(true);
  });

  it('the starter grant of a raw account is granted despite a client movement under "starter-grant:v1"', async () => {
    const [row] = await selectRows<{ id: string }>(t.database.db, sql`insert into accounts (display_name) values ('Raw') returning id`);
    const accountId = row!.id;
    const ledger = ledgerRepository;
    await ledger.openAccount(t.database.db, accountId);
    await ledger.post(t.database.db, { accountId, reason: 'card_burn', reference: null, idempotencyKey: clientKey('starter-grant:v1'), legs: [{ currency: 'fragments', amount: 1 }] });
    expect(await accountRepository.grantStarter(t.database.db, accountId)).toBe(true);
    expect(await accountRepository.grantStarter(t.database.db, accountId)).toBe(false);
    expect(await movements(accountId, 'starter_grant')).toBe(1);
  });

  it('a key reused for another movement is a 409 with a reason on every client path, never a 500', async () => {
    const player = await newGuest(t);
    await grant(t, player.accountId, 'gold_coin', 5);
    await grant(t, player.accountId, 'fragments', 1000);
    const used = freshKey('reused');
    await player.browser.client.call(api.convertCurrency, { params: { kind: 'gold_to_game_coin' }, body: { idempotencyKey: used, amount: 1, rateVersion: 1 } });
    const { cards } = await player.browser.client.call(api.listCards);
    const spare = cards.filter((c, i, all) => all.findIndex((x) => x.cardId === c.cardId) !== i);
    const calls: [string, () => Promise<unknown>][] = [
      ['conversion', () => player.browser.client.call(api.convertCurrency, { params: { kind: 'gold_to_game_coin' }, body: { idempotencyKey: used, amount: 2, rateVersion: 1 } })],
      ['level-up', () => player.browser.client.call(api.levelUpCard, { params: { instanceId: cards[0]!.instanceId }, body: { idempotencyKey: used } })],
      ['burn', () => player.browser.client.call(api.burnCards, { body: { idempotencyKey: used, instanceIds: [spare[0]!.instanceId] } })],
      ['stamina', () => player.browser.client.call(api.recoverStamina, { body: { idempotencyKey: used } })],
      ['mystery', () => player.browser.client.call(api.drawMystery, { body: { idempotencyKey: used, payment: { kind: 'fragments' } } })],
    ];
    for (const [name, call] of calls) {
      let answer: { status: number; reason?: string } = { status: 200 };
      try {
        await call();
      } catch (error) {
        answer = error as { status: number; reason?: string };
      }
      expect(answer, name).toMatchObject({ status: 409, reason: 'idempotency_conflict' });
    }
  });
});
