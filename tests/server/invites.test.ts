import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { INVITE_LIMITS, INVITE_MILESTONE_POINTS } from '../../src/content/economy/invites';
import { ledgerRepository } from '../../server/db/ledgerRepository';
import { recordInviteMilestone } from '../../server/invites/recordInviteMilestone';
import { repositories } from '../../server/db/repositories';
import { placeByRole } from '../../src/rules/teams/presetTeams';
import { countRows, key, rejection } from './mysteryTestHelpers';
import { guestFrom } from './guestFrom';
import { selectRows } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accounts: { trustProxy: true, auth: undefined } });
});
afterAll(async () => {
  await t.close();
});


const inviterPoints = async (accountId: string) => (await ledgerRepository.balances(t.database.db, accountId)).invite_points;

describe('invites', () => {
  it('an inviter gets a code and links; an invitee earns points at milestones, not at sign-up, each once', async () => {
    const inviter = await guestFrom(t, '10.0.0.1');
    const mine = await inviter.client.call(api.getInvites);
    expect(mine.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(mine.milestones.map((m) => m.id)).toEqual(Object.keys(INVITE_MILESTONE_POINTS));
    const invitee = await guestFrom(t, '10.0.0.2');
    const claimed = await invitee.client.call(api.claimInvite, { body: { code: mine.code.toLowerCase(), deviceId: 'device-invitee-1' } });
    expect(claimed.status).toBe('counting');
    expect(await inviterPoints(inviter.accountId)).toBe(0);
    // First level-up: a real milestone through the real use case.
    const { cards } = await invitee.client.call(api.listCards);
    await invitee.client.call(api.levelUpCard, { params: { instanceId: cards[0]!.instanceId }, body: { idempotencyKey: key('lvl') } });
    expect(await inviterPoints(inviter.accountId)).toBe(INVITE_MILESTONE_POINTS.first_level_up);
    await invitee.client.call(api.levelUpCard, { params: { instanceId: cards[1]!.instanceId }, body: { idempotencyKey: key('lvl2') } });
    expect(await inviterPoints(inviter.accountId)).toBe(INVITE_MILESTONE_POINTS.first_level_up);
    // The battle code calls this once per win; only the first counts.
    await t.database.db.transaction((tx) => recordInviteMilestone({ db: tx, repositories }, invitee.accountId, 'first_battle_won', new Date()));
    await t.database.db.transaction((tx) => recordInviteMilestone({ db: tx, repositories }, invitee.accountId, 'first_battle_won', new Date()));
    expect(await inviterPoints(inviter.accountId)).toBe(INVITE_MILESTONE_POINTS.first_level_up + INVITE_MILESTONE_POINTS.first_battle_won);
    const list = await inviter.client.call(api.getInvites);
    expect(list.invitees).toHaveLength(1);
    expect(list.invitees[0]!.milestones.map((m) => m.id).sort()).toEqual(['first_battle_won', 'first_level_up']);
    expect(list.totalPoints).toBe(INVITE_MILESTONE_POINTS.first_level_up + INVITE_MILESTONE_POINTS.first_battle_won);
  });

  it('the first battle an invitee wins, played through the battle use case, pays the inviter once', async () => {
    const inviter = await guestFrom(t, '10.0.3.1');
    const { code } = await inviter.client.call(api.getInvites);
    const invitee = await guestFrom(t, '10.0.3.2');
    await invitee.client.call(api.claimInvite, { body: { code, deviceId: 'device-battle-1' } });
    const { cards } = await invitee.client.call(api.listCards);
    const distinct = cards.filter((c, i, all) => all.findIndex((x) => x.cardId === c.cardId) === i).slice(0, 6);
    const placed = placeByRole(distinct.map((c) => ({ instanceId: c.instanceId, cardId: c.cardId, level: c.level })));
    await invitee.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Starters', units: placed.map(({ instanceId, position }) => ({ instanceId, position })) } });
    const afterTeam = INVITE_MILESTONE_POINTS.team_of_five;
    expect(await inviterPoints(inviter.accountId)).toBe(afterTeam);
    let wins = 0;
    for (let attempt = 0; attempt < 8 && wins < 2; attempt++) {
      const commit = await invitee.client.call(api.createSeedCommit);
      const { battle } = await invitee.client.call(api.startBattle, { body: { mode: 'campaign', stageId: '1-1', teamSlot: 1, commitId: commit.commitId, clientSeed: `s${attempt}`, idempotencyKey: key('battle') } });
      if (battle.result === 'win') wins += 1;
      expect(await inviterPoints(inviter.accountId)).toBe(afterTeam + (wins > 0 ? INVITE_MILESTONE_POINTS.first_battle_won : 0));
    }
    expect(wins).toBeGreaterThan(0);
  });

  it('concurrent milestone calls credit once', async () => {
    const inviter = await guestFrom(t, '10.0.1.1');
    const { code } = await inviter.client.call(api.getInvites);
    const invitee = await guestFrom(t, '10.0.1.2');
    await invitee.client.call(api.claimInvite, { body: { code, deviceId: 'device-race-1' } });
    await Promise.all(Array.from({ length: 10 }, () => t.database.db.transaction((tx) => recordInviteMilestone({ db: tx, repositories }, invitee.accountId, 'team_of_five', new Date()))));
    expect(await inviterPoints(inviter.accountId)).toBe(INVITE_MILESTONE_POINTS.team_of_five);
  });

  it('self-invites and farms earn nothing: own code, same address, same device, address cap', async () => {
    const inviter = await guestFrom(t, '10.0.2.1');
    const { code } = await inviter.client.call(api.getInvites);
    const rows = await countRows(t.database.db, 'invites');
    expect(await rejection(inviter.client.call(api.claimInvite, { body: { code, deviceId: 'device-self' } }))).toMatchObject({ status: 409, reason: 'self_invite', field: 'code' });
    expect(await countRows(t.database.db, 'invites')).toBe(rows);
    const sameAddress = await guestFrom(t, '10.0.2.1');
    expect((await sameAddress.client.call(api.claimInvite, { body: { code, deviceId: 'device-a' } })).status).toBe('self_address');
    const first = await guestFrom(t, '10.0.2.9');
    expect((await first.client.call(api.claimInvite, { body: { code, deviceId: 'device-b' } })).status).toBe('counting');
    const sameDevice = await guestFrom(t, '10.0.2.10');
    expect((await sameDevice.client.call(api.claimInvite, { body: { code, deviceId: 'device-b' } })).status).toBe('device_cap');
    for (let i = 1; i < INVITE_LIMITS.perAddressPerInviter; i += 1) {
      const more = await guestFrom(t, '10.0.2.9');
      expect((await more.client.call(api.claimInvite, { body: { code, deviceId: `device-c${i}` } })).status).toBe('counting');
    }
    const capped = await guestFrom(t, '10.0.2.9');
    expect((await capped.client.call(api.claimInvite, { body: { code, deviceId: 'device-d' } })).status).toBe('address_cap');
    // A non-counting invitee's milestone is recorded and credits nothing.
    const before = await inviterPoints(inviter.accountId);
    await t.database.db.transaction((tx) => recordInviteMilestone({ db: tx, repositories }, capped.accountId, 'first_level_up', new Date()));
    expect(await inviterPoints(inviter.accountId)).toBe(before);
    // Only once per account, and only at sign-up.
    expect(await rejection(capped.client.call(api.claimInvite, { body: { code: (await first.client.call(api.getInvites)).code, deviceId: 'device-e' } }))).toMatchObject({ status: 409, reason: 'already_invited' });
    const late = await guestFrom(t, '10.0.2.20');
    t.clock.advance(INVITE_LIMITS.claimWindowSeconds + 1);
    expect(await rejection(late.client.call(api.claimInvite, { body: { code, deviceId: 'device-late' } }))).toMatchObject({ status: 409, reason: 'claim_window_closed' });
    expect(await rejection(late.client.call(api.claimInvite, { body: { code: 'NOPE!', deviceId: 'device-late' } }))).toMatchObject({ status: 400, field: 'code' });
    expect(await rejection(late.client.call(api.claimInvite, { body: { code: 'ZZZZZZZZ', deviceId: 'device-late' } }))).toMatchObject({ status: 404, reason: 'invite_not_found' });
  });
});

/** Guests that signed up just now, each from its own address, with their invite codes. */
async function signUps(label: string, n: number) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const g = await guestFrom(t, `10.9.${label.length}.${i + 1}`);
      return { ...g, code: (await g.client.call(api.getInvites)).code, deviceId: `device-${label}-${i}` };
    }),
  );
}

/** Every inviter chain ends: following inviters from any account never comes back to it. */
async function inviteTreeHasNoLoop(): Promise<boolean> {
  const rows = await selectRows<{ invitee_id: string; inviter_id: string }>(t.database.db, 'select invitee_id, inviter_id from invites');
  const inviterOf = new Map(rows.map((r) => [r.invitee_id, r.inviter_id]));
  for (const start of inviterOf.keys()) {
    const seen = new Set<string>();
    for (let at: string | undefined = start; at !== undefined; at = inviterOf.get(at)) {
      if (seen.has(at)) return false;
      seen.add(at);
    }
  }
  return true;
}

describe('invites form a tree', () => {
  it('a claim that would close a loop is refused, two or three links long, and changes nothing', async () => {
    const [x, y] = await signUps('pair', 2);
    await y!.client.call(api.claimInvite, { body: { code: x!.code, deviceId: y!.deviceId } });
    const rows = await countRows(t.database.db, 'invites');
    expect(await rejection(x!.client.call(api.claimInvite, { body: { code: y!.code, deviceId: x!.deviceId } }))).toMatchObject({ status: 409, reason: 'invite_loop' });
    expect(await countRows(t.database.db, 'invites')).toBe(rows);

    const [a, b, c] = await signUps('three', 3);
    await a!.client.call(api.claimInvite, { body: { code: b!.code, deviceId: a!.deviceId } });
    await b!.client.call(api.claimInvite, { body: { code: c!.code, deviceId: b!.deviceId } });
    expect(await rejection(c!.client.call(api.claimInvite, { body: { code: a!.code, deviceId: c!.deviceId } }))).toMatchObject({ status: 409, reason: 'invite_loop' });
    // Joining the chain from outside is still fine.
    const [d] = await signUps('outside', 1);
    expect((await c!.client.call(api.claimInvite, { body: { code: d!.code, deviceId: c!.deviceId } })).status).toBeDefined();
    expect(await inviteTreeHasNoLoop()).toBe(true);
  });

  it('claims racing to close loops: pairs inviting each other and a ring of eight at once leave one link out of each loop', async () => {
    const pairs = await Promise.all(Array.from({ length: 6 }, (_, i) => signUps(`race-pair-${i}`, 2)));
    const ring = await signUps('race-ring-of-eight', 8);
    const claims = [
      ...pairs.flatMap(([p, q]) => [
        { who: p!, code: q!.code },
        { who: q!, code: p!.code },
      ]),
      ...ring.map((who, i) => ({ who, code: ring[(i + 1) % ring.length]!.code })),
    ];
    const answers = await Promise.allSettled(claims.map(({ who, code }) => who.client.call(api.claimInvite, { body: { code, deviceId: who.deviceId } })));
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason as { status: number; reason?: string }] : []));
    expect(refused.map((r) => r.reason)).toEqual(Array.from({ length: pairs.length + 1 }, () => 'invite_loop'));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(claims.length - pairs.length - 1);
    expect(await inviteTreeHasNoLoop()).toBe(true);
  });
});
