import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import type { ApiClient } from '../../src/services/api';
import { runAdmin } from '../../server/admin/runAdmin';
import { inlineSimulator } from '../../server/battles/battleSimulator';
import { repositories } from '../../server/db/repositories';
import { runDueJobs } from '../../server/jobs/runJobStep';
import { tournamentRoundJob } from '../../server/tournaments/tournamentRoundJob';
import { guestFrom } from './guestFrom';
import { createTestApp, type TestApp } from './testApp';
import { saveStarterTeam } from './tournamentKit';

let t: TestApp;
let players: ApiClient[];

beforeAll(async () => {
  t = await createTestApp({ accounts: { trustProxy: true, auth: undefined } });
  players = [];
  for (let i = 0; i < 4; i += 1) players.push((await guestFrom(t, `10.9.${i}.7`)).client);
  for (const p of players) await saveStarterTeam(p);
}, 120_000);

afterAll(async () => t?.close());

/** Runs one admin command on the test database; answers the exit code and what it printed. */
async function admin(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, { env: { LOG_LEVEL: 'silent' }, cwd: process.cwd(), database: t.database, output: { out: (l) => out.push(l), err: (l) => err.push(l) } });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Runs the tournament jobs due at `now` as a server's ticker would; answers how many steps ran. */
const runDue = (now: Date) => runDueJobs({ db: t.database.db, repositories }, tournamentRoundJob({ repositories, simulate: inlineSimulator }), now);

describe('tournament:start-now', () => {
  it('brings an open tournament’s start to now: the round job starts it on its next run, once; a started or unknown one is refused', async () => {
    const startsAt = new Date(Date.now() + 3600_000).toISOString();
    const created = await admin(['tournament:create', '--name', 'Now Cup', '--starts-at', startsAt, '--round-seconds', '60', '--max-players', '4']);
    expect(created.code).toBe(0);
    const id = /Created tournament ([0-9a-f-]{36})/.exec(created.out)![1]!;
    for (const p of players) await p.call(api.joinTournament, { body: { tournamentId: id, teamSlot: 1 } });
    // An hour ahead: nothing is due yet.
    expect(await runDue(new Date())).toBe(0);

    const moved = await admin(['tournament:start-now', id]);
    expect(moved).toMatchObject({ code: 0, err: '' });
    expect(moved.out).toContain(`Tournament ${id} "Now Cup" now starts at`);
    const open = (await players[0]!.call(api.getTournament, { params: { id } })).tournament;
    expect(open.status).toBe('open');
    expect(Date.parse(open.startsAt)).toBeLessThanOrEqual(Date.now());

    // The server's round job starts it as at a planned start: round 1 played, round 2 a round later; nothing more now.
    expect(await runDue(new Date())).toBe(1);
    expect(await runDue(new Date())).toBe(0);
    const running = (await players[0]!.call(api.getTournament, { params: { id } })).tournament;
    expect(running).toMatchObject({ status: 'running', roundsPlayed: 1 });
    expect(running.matches.filter((m) => m.round === 1)).toHaveLength(2);

    // Once started it cannot be moved again; an unknown id or a bad argument changes nothing.
    expect(await admin(['tournament:start-now', id])).toMatchObject({ code: 1, err: 'Refused: tournament_closed' });
    expect(await admin(['tournament:start-now', '00000000-0000-4000-8000-000000000000'])).toMatchObject({ code: 1, err: 'Refused: tournament_not_found' });
    expect((await admin(['tournament:start-now', 'not-an-id'])).code).toBe(2);
    expect((await admin(['tournament:start-now'])).code).toBe(2);
    expect((await players[0]!.call(api.getTournament, { params: { id } })).tournament).toMatchObject({ status: 'running', roundsPlayed: 1 });
  }, 120_000);
});
