import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import type { ApiClient } from '../../src/services/api';
import { inlineSimulator } from '../../server/battles/battleSimulator';
import { repositories } from '../../server/db/repositories';
import { runDueJobs } from '../../server/jobs/runJobStep';
import { tournamentRoundJob } from '../../server/tournaments/tournamentRoundJob';
import { createTournament, type NewTournament } from '../../server/tournaments/createTournament';
import { guestFrom } from './guestFrom';
import { createTestApp, type TestApp } from './testApp';
import { selectRows } from './rowCounts';
import { expectSoundTournament, saveStarterTeam } from './tournamentKit';

let t: TestApp;
let players: { client: ApiClient; accountId: string }[];

beforeAll(async () => {
  t = await createTestApp({ accounts: { trustProxy: true, auth: undefined } });
  // Each player on their own network: fair play sees no shared sign-in evidence between them.
  players = [];
  for (let i = 0; i < 64; i += 1) players.push(await guestFrom(t, `10.${Math.floor(i / 200)}.${i % 200}.7`));
  for (const p of players) await saveStarterTeam(p.client);
}, 180_000);

afterAll(async () => t?.close());

/** Runs the tournament jobs due at `now` as a server's ticker would; answers how many steps ran. */
const runDue = (now: Date) => runDueJobs({ db: t.database.db, repositories }, tournamentRoundJob({ repositories, simulate: inlineSimulator }), now);

function official(overrides: Partial<NewTournament> = {}): NewTournament {
  return { kind: 'official', creatorId: null, idempotencyKey: null, name: 'Winter Cup', startsAt: new Date(t.clock.now().getTime() + 3600_000), roundSeconds: 600, maxPlayers: 64, entryFee: 50, prizes: [3000, 2000, 1000, 500], topCut: true, rules: { bannedCards: [] }, ...overrides };
}

async function balance(client: ApiClient): Promise<number> {
  return (await client.call(api.getBalances)).balances.game_coin;
}

/** Runs the tournament's rounds: moves the clock to each due time and advances, twice (the second finds nothing due). */
async function runToTheEnd(id: string): Promise<number> {
  let steps = 0;
  for (let guard = 0; guard < 20; guard += 1) {
    const detail = (await players[0]!.client.call(api.getTournament, { params: { id } })).tournament;
    if (detail.status === 'finished' || detail.status === 'cancelled') break;
    t.clock.set(new Date(detail.nextRoundAt!));
    steps += await runDue(t.clock.now());
    expect(await runDue(t.clock.now())).toBe(0);
  }
  return steps;
}

describe('Swiss tournaments', () => {
  it('64 players: every round to the end with the top cut; pairings, standings, seeds and payouts hold up', async () => {
    const created = await createTournament({ db: t.database.db, repositories }, official(), t.clock.now());
    if (!created.ok) throw new Error(created.reason);
    const id = created.value.id;
    expect(created.value.seeds.every((s) => s.serverSeed === null && /^[0-9a-f]{64}$/.test(s.serverSeedHash))).toBe(true);
    const before = await balance(players[0]!.client);
    for (const p of players) await p.client.call(api.joinTournament, { body: { tournamentId: id, teamSlot: 1 } });
    expect(await balance(players[0]!.client)).toBe(before - 50);
    // Joining twice is refused and holds no second fee.
    await expect(players[0]!.client.call(api.joinTournament, { body: { tournamentId: id, teamSlot: 1 } })).rejects.toMatchObject({ status: 409, reason: 'already_joined' });
    const steps = await runToTheEnd(id);
    const detail = (await players[0]!.client.call(api.getTournament, { params: { id } })).tournament;
    expect(detail.swissRounds).toBe(6);
    expect(steps).toBe(9);
    await expectSoundTournament(t.database.db, detail, 64);
    expect(detail.standings.slice(0, 4).map((s) => s.prize)).toEqual([3000, 2000, 1000, 500]);
    const winner = players.find((p) => p.accountId === detail.standings[0]!.playerId)!;
    expect(await balance(winner.client)).toBe(before - 50 + 3000);
    // Every result opens as a stored battle (the viewer's GET), verifiable like any other.
    const battle = await players[0]!.client.call(api.getBattle, { params: { id: detail.matches[0]!.battleId! } });
    expect(battle.battle.mode).toBe('tournament');
    // Nothing more happens: no round is due, no prize paid twice.
    expect(await runDue(new Date(t.clock.now().getTime() + 86_400_000))).toBe(0);
    await expectSoundTournament(t.database.db, detail, 64);
  }, 180_000);

  it('an odd field without a cut gives byes to different players and ranks by the Swiss standings', async () => {
    const created = await createTournament({ db: t.database.db, repositories }, official({ name: 'Odd Cup', topCut: false, entryFee: 0, prizes: [100], maxPlayers: 9 }), t.clock.now());
    if (!created.ok) throw new Error(created.reason);
    for (const p of players.slice(0, 9)) await p.client.call(api.joinTournament, { body: { tournamentId: created.value.id, teamSlot: 1 } });
    await runToTheEnd(created.value.id);
    const detail = (await players[0]!.client.call(api.getTournament, { params: { id: created.value.id } })).tournament;
    const byes = detail.matches.filter((m) => m.b === null).map((m) => m.a.playerId);
    expect(byes).toHaveLength(4);
    expect(new Set(byes).size).toBe(4);
    await expectSoundTournament(t.database.db, detail, 9);
  }, 60_000);

  it('too few players at the start: cancelled, each fee refunded once', async () => {
    const created = await createTournament({ db: t.database.db, repositories }, official({ name: 'Empty Cup', entryFee: 70 }), t.clock.now());
    if (!created.ok) throw new Error(created.reason);
    const two = players.slice(0, 2);
    const before = await Promise.all(two.map((p) => balance(p.client)));
    for (const p of two) await p.client.call(api.joinTournament, { body: { tournamentId: created.value.id, teamSlot: 1 } });
    await runToTheEnd(created.value.id);
    expect((await two[0]!.client.call(api.getTournament, { params: { id: created.value.id } })).tournament.status).toBe('cancelled');
    expect(await Promise.all(two.map((p) => balance(p.client)))).toEqual(before);
    const refunds = await selectRows<{ n: number }>(t.database.db, `select count(*)::int as n from ledger_movements where reason = 'tournament_refund' and reference = '${created.value.id}'`);
    expect(refunds[0]!.n).toBe(2);
  });

  it('a team is locked at entry: changing the saved slot afterwards leaves the entry as it was', async () => {
    const p = players[20]!;
    const created = await createTournament({ db: t.database.db, repositories }, official({ name: 'Lock Cup', entryFee: 0, maxPlayers: 8, topCut: false }), t.clock.now());
    if (!created.ok) throw new Error(created.reason);
    await p.client.call(api.joinTournament, { body: { tournamentId: created.value.id, teamSlot: 1 } });
    const entry = () => selectRows<{ team: { units: { cardId: string; position: number }[] } }>(t.database.db, `select team from tournament_entries where tournament_id = '${created.value.id}' and account_id = '${p.accountId}'`);
    const locked = await entry();
    expect(locked[0]!.team.units).toHaveLength(6);
    const saved = (await p.client.call(api.listTeams)).teams[0]!;
    await p.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Changed', units: saved.units.slice(0, 3).map((u) => ({ instanceId: u.instanceId, position: u.position })) } });
    expect((await p.client.call(api.listTeams)).teams[0]!.units).toHaveLength(3);
    expect(await entry()).toEqual(locked);
    await p.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: saved.name, units: saved.units.map((u) => ({ instanceId: u.instanceId, position: u.position })) } });
  });

  it('private tournaments: invite code, custom rules within limits, creator cancels with refunds', async () => {
    const [host, guest] = [players[10]!, players[11]!];
    const created = await host.client.call(api.createTournament, { body: { idempotencyKey: 'create-private-1', name: 'Friends', maxPlayers: 8, startsInMinutes: 30, entryFee: 20, rules: { levelCap: 1, bannedCards: [] } } });
    const code = created.tournament.inviteCode!;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // A retry answers the same tournament.
    expect((await host.client.call(api.createTournament, { body: { idempotencyKey: 'create-private-1', name: 'Friends', maxPlayers: 8, startsInMinutes: 30, entryFee: 20 } })).tournament.id).toBe(created.tournament.id);
    // Its id alone is not an invitation; its code is. Others never see the code.
    await expect(guest.client.call(api.joinTournament, { body: { tournamentId: created.tournament.id, teamSlot: 1 } })).rejects.toMatchObject({ status: 404 });
    const before = await balance(guest.client);
    const joined = await guest.client.call(api.joinTournament, { body: { inviteCode: code, teamSlot: 1 } });
    expect(joined.tournament.inviteCode).toBeNull();
    expect(joined.balances.game_coin).toBe(before - 20);
    // A ban on one of the team's cards refuses the entry and changes nothing.
    const cards = (await host.client.call(api.listTeams)).teams[0]!.units.map((u) => u.cardId);
    const banned = await host.client.call(api.createTournament, { body: { idempotencyKey: 'create-private-2', name: 'No ' + cards[0], maxPlayers: 8, startsInMinutes: 30, entryFee: 0, rules: { bannedCards: [cards[0]!] } } });
    await expect(host.client.call(api.joinTournament, { body: { inviteCode: banned.tournament.inviteCode!, teamSlot: 1 } })).rejects.toMatchObject({ status: 422, reason: 'team_breaks_rules' });
    // Out-of-limit rules are refused at the boundary.
    await expect(host.client.call(api.createTournament, { body: { idempotencyKey: 'create-private-3', name: 'Huge', maxPlayers: 500, startsInMinutes: 30, entryFee: 0 } })).rejects.toMatchObject({ status: 400 });
    // Only the creator cancels; the fee comes back once.
    await expect(guest.client.call(api.cancelTournament, { params: { id: created.tournament.id } })).rejects.toMatchObject({ status: 403 });
    expect((await host.client.call(api.cancelTournament, { params: { id: created.tournament.id } })).tournament.status).toBe('cancelled');
    await host.client.call(api.cancelTournament, { params: { id: created.tournament.id } });
    expect(await balance(guest.client)).toBe(before);
  });

  it('fair play: a prize won against an account sharing sign-in evidence is withheld (the place stands)', async () => {
    const twins = [];
    for (let i = 0; i < 4; i += 1) twins.push(await guestFrom(t, '192.0.2.44'));
    for (const p of twins) await saveStarterTeam(p.client);
    const created = await createTournament({ db: t.database.db, repositories }, official({ name: 'Twin Cup', topCut: false, entryFee: 0, prizes: [500, 200], maxPlayers: 4 }), t.clock.now());
    if (!created.ok) throw new Error(created.reason);
    for (const p of twins) await p.client.call(api.joinTournament, { body: { tournamentId: created.value.id, teamSlot: 1 } });
    await runToTheEnd(created.value.id);
    const detail = (await twins[0]!.client.call(api.getTournament, { params: { id: created.value.id } })).tournament;
    const winners = new Set(detail.matches.flatMap((m) => (m.result === 'a' ? [m.a.playerId] : m.result === 'b' && m.b ? [m.b.playerId] : [])));
    for (const s of detail.standings.slice(0, 2)) expect(s.prize).toBe(winners.has(s.playerId) ? 0 : [500, 200][s.rank - 1]);
    await expectSoundTournament(t.database.db, detail, 4);
  });
});
