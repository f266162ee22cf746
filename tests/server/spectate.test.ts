import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import type { FeedItem, WatcherCounts } from '../../src/contracts/spectate/feedItem';
import { SPECTATE_SETTINGS } from '../../src/content/modes/spectateSettings';
import { createFeedHub } from '../../server/spectate/feedHub';
import { fight, newGuest, rejection, saveStarterTeam, type Guest } from './battlesKit';
import { createTestApp, type TestApp } from './testApp';

// Its own database: the pair's defence teams are the only ones matchmaking can offer.
let t: TestApp;
let a: Guest;
let b: Guest;
let viewer: Guest;
let other: Guest;
beforeAll(async () => {
  t = await createTestApp();
  a = await newGuest(t);
  b = await newGuest(t);
  viewer = await newGuest(t);
  other = await newGuest(t);
  await saveStarterTeam(a);
  await saveStarterTeam(b);
});
afterAll(async () => t?.close());

/** A feed client that keeps what it was sent. */
function feedClient(followed: string[]) {
  const battles: FeedItem[] = [];
  const counts: WatcherCounts[] = [];
  const state = { ended: 0 };
  return {
    battles,
    counts,
    state,
    client: {
      followed: new Set(followed),
      // The bytes a browser's EventSource would read: split into events, each parsed as the client does.
      write: (chunk: Uint8Array) => {
        for (const text of new TextDecoder().decode(chunk).split('\n\n').filter(Boolean)) {
          const [, event, data] = /^event: (battle|watchers)\ndata: (.*)$/.exec(text)!;
          if (event === 'battle') battles.push(JSON.parse(data!) as FeedItem);
          else counts.push(JSON.parse(data!) as WatcherCounts);
        }
      },
      end: () => void (state.ended += 1),
    },
  };
}

describe('spectating', () => {
  it('follow and unfollow a player: their battles come to the follower’s feed and page, nobody else’s feed', async () => {
    expect(await rejection(viewer.browser.client.call(api.followPlayer, { params: { playerId: viewer.accountId } }))).toMatchObject({ status: 422, reason: 'cannot_follow_self' });
    expect(await rejection(viewer.browser.client.call(api.followPlayer, { params: { playerId: '00000000-0000-4000-8000-000000000000' } }))).toMatchObject({ status: 404, reason: 'player_not_found' });
    const followed = await viewer.browser.client.call(api.followPlayer, { params: { playerId: b.accountId } });
    // Twice: no change.
    expect((await viewer.browser.client.call(api.followPlayer, { params: { playerId: b.accountId } })).players).toEqual(followed.players);
    expect(followed.players.map((p) => p.playerId)).toEqual([b.accountId]);

    // The live feed of a process: a follower's client gets b's battle as it is decided; another client does not.
    const hub = createFeedHub({ db: t.database.db, repositories: t.repositories, now: () => t.clock.now() });
    const follower = feedClient([b.accountId]);
    const stranger = feedClient([]);
    const leave = [hub.connect(follower.client), hub.connect(stranger.client)];
    const { battle } = await fight(b, { mode: 'random_team' });
    await hub.tick();
    expect(follower.battles.map((i) => [i.battleId, i.kinds])).toEqual([[battle.id, ['followed']]]);
    expect(stranger.battles).toEqual([]);
    // Looked at again, nothing is sent twice.
    await hub.tick();
    expect(follower.battles).toHaveLength(1);
    for (const off of leave) off();
    expect(hub.size()).toBe(0);

    // The first page of the feed and the player's page say the same.
    expect((await viewer.browser.client.call(api.recentFeed)).items.map((i) => i.battleId)).toEqual([battle.id]);
    expect((await other.browser.client.call(api.recentFeed)).items).toEqual([]);
    const page = await viewer.browser.client.call(api.playerBattles, { params: { playerId: b.accountId } });
    expect(page).toMatchObject({ followed: true, items: [{ battleId: battle.id, kinds: ['followed'] }] });

    expect((await viewer.browser.client.call(api.unfollowPlayer, { params: { playerId: b.accountId } })).players).toEqual([]);
    expect((await viewer.browser.client.call(api.listFollows)).players).toEqual([]);
    expect((await viewer.browser.client.call(api.playerBattles, { params: { playerId: b.accountId } })).followed).toBe(false);
    expect((await viewer.browser.client.call(api.recentFeed)).items).toEqual([]);
  });

  it('a battle whose time was taken long before its transaction committed still reaches the feed, once', async () => {
    // A tournament round stamps its battles with the tick's time, then plays and stores them: under load the commit
    // comes seconds later, after looks that have moved past that time. The feed reads by transaction, not by time.
    const hub = createFeedHub({ db: t.database.db, repositories: t.repositories, now: () => t.clock.now() });
    const follower = feedClient([b.accountId]);
    const leave = hub.connect(follower.client);
    await hub.tick();
    const at = t.clock.now();
    t.clock.set(new Date(at.getTime() - 60_000));
    const { battle } = await fight(b, { mode: 'random_team' });
    t.clock.set(at);
    await hub.tick();
    expect(follower.battles.map((i) => i.battleId)).toEqual([battle.id]);
    await hub.tick();
    expect(follower.battles).toHaveLength(1);
    leave();
  });

  it('a duel where a player was rated 1200 or more before is a top-rated duel in everyone’s feed', async () => {
    await t.database.db.execute(sql`insert into player_stats (account_id, rating, pvp_wins, pvp_losses, pvp_battles, updated_at)
      values (${a.accountId}, 1250, 0, 0, 0, now()) on conflict (account_id) do update set rating = excluded.rating`);
    const hub = createFeedHub({ db: t.database.db, repositories: t.repositories, now: () => t.clock.now() });
    const anyone = feedClient([]);
    const leave = hub.connect(anyone.client);
    const { battle } = await fight(a, { mode: 'pvp', teamSlot: 1 });
    expect(battle.attackerRating?.before).toBe(1250);
    await hub.tick();
    leave();
    expect(anyone.battles.map((i) => [i.battleId, i.kinds, i.rating])).toEqual([[battle.id, ['top'], 1250]]);
    expect((await other.browser.client.call(api.recentFeed)).items.map((i) => i.battleId)).toEqual([battle.id]);
  });

  it('watcher counts: each player once while they keep watching, gone after the window; the feed carries the counts', async () => {
    const { battle } = await fight(b, { mode: 'random_team' });
    const watch = (g: Guest) => g.browser.client.call(api.watchBattle, { params: { id: battle.id } });
    expect(await watch(viewer)).toEqual({ watchers: 1 });
    expect(await watch(other)).toEqual({ watchers: 2 });
    expect(await watch(viewer)).toEqual({ watchers: 2 });
    const hub = createFeedHub({ db: t.database.db, repositories: t.repositories, now: () => t.clock.now() });
    const watcher = feedClient([]);
    const leave = hub.connect(watcher.client);
    await hub.tick();
    leave();
    expect(watcher.counts.at(-1)?.[battle.id]).toBe(2);
    // The other player stops; past the window only the one who called again counts.
    t.clock.set(new Date(t.clock.now().getTime() + (SPECTATE_SETTINGS.watcherWindowSeconds - 10) * 1000));
    await watch(viewer);
    t.clock.set(new Date(t.clock.now().getTime() + 20_000));
    expect(await watch(viewer)).toEqual({ watchers: 1 });
    expect(await rejection(viewer.browser.client.call(api.watchBattle, { params: { id: '00000000-0000-4000-8000-000000000000' } }))).toMatchObject({ status: 404, reason: 'battle_not_found' });
  });

  it('a stopping process ends every feed stream at once (each viewer reconnects elsewhere), and no one after they leave', async () => {
    const hub = createFeedHub({ db: t.database.db, repositories: t.repositories, now: () => t.clock.now() });
    const one = feedClient([]);
    const two = feedClient([]);
    const leave = [hub.connect(one.client), hub.connect(two.client)];
    expect(hub.endAll()).toBe(2);
    expect([one.state.ended, two.state.ended]).toEqual([1, 1]);
    for (const l of leave) l();
    expect(hub.size()).toBe(0);
    expect(hub.endAll()).toBe(0);
  });
});
