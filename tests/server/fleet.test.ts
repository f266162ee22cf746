import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { auditInvariants } from '../../server/db/auditInvariants';
import { postgresDatabase } from '../../server/db/database';
import { battleKey, newGuest, saveStarterTeam, type Guest } from './battlesKit';
import { browserSession, networkTarget } from './browserSession';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './testDatabase';

/**
 * The production shape (docs/SERVER.md, "Running a fleet"): `scripts/fleet.sh` with 3 processes behind HAProxy on
 * one PostgreSQL, a burst of battles and market operations through the proxy, one process killed (SIGKILL) in the
 * middle of it, then the money and card rules checked in the database. Runs where PostgreSQL is given
 * (DATABASE_URL: the PostgreSQL step of `npm test` and CI) and HAProxy is installed (.ci/run installs it).
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const hasHaproxy = spawnSync('sh', ['-c', 'command -v haproxy']).status === 0;
const canRun = Boolean(process.env.DATABASE_URL) && hasHaproxy;
if (!canRun) console.warn(`fleet test skipped: needs ${process.env.DATABASE_URL ? '' : 'DATABASE_URL (PostgreSQL) '}${hasHaproxy ? '' : 'haproxy (apt-get install haproxy)'}`);

const TOKEN = 'fleet-test-metrics-token-0123';
const proxyPort = 20_000 + (process.pid % 10_000);
let target: TestDatabaseTarget;
let fleetDir: string;
let fleet: ChildProcess;
let fleetExit: Promise<number | null>;
let origin: string;

beforeAll(async () => {
  if (!canRun) return;
  target = await createTestDatabaseTarget({ migrated: true });
  fleetDir = await mkdtemp(path.join(os.tmpdir(), 'tcg-fleet-'));
  fleet = spawn('bash', ['scripts/fleet.sh'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...target.env,
      FLEET_SIZE: '3',
      FLEET_PORT: String(proxyPort),
      FLEET_STATS_PORT: String(proxyPort + 1),
      FLEET_DIR: fleetDir,
      STATIC_DIR: path.join(repoRoot, 'tests/server/no-such-static-dir'),
      METRICS_TOKEN: TOKEN,
      GUEST_STARTS_PER_HOUR: '100',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  fleet.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  fleetExit = new Promise((resolve) => fleet.once('exit', (code) => resolve(code)));
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    fleet.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const open = /Open (http:\/\/\S+?)\/?\n/.exec(out);
      if (open?.[1]) resolve(open[1]);
    });
    void fleetExit.then((code) => reject(new Error(`fleet exited (${code}) before it was up: ${stderr}`)));
  });
}, 240_000);

afterAll(async () => {
  if (!canRun) return;
  if (fleet?.exitCode === null) {
    fleet.kill('SIGTERM');
    await fleetExit;
  }
  if (!process.env.KEEP_FLEET_DIR) await rm(fleetDir, { recursive: true, force: true });
  await target?.cleanup();
}, 60_000);

const slotPid = (slot: number) => Number(readFileSync(path.join(fleetDir, `slot${slot}.pid`), 'utf8'));
const slotPort = (slot: number) => Number(readFileSync(path.join(fleetDir, `slot${slot}.port`), 'utf8'));

describe.skipIf(!canRun)('a fleet of 3 processes behind HAProxy on one PostgreSQL', () => {
  it('a burst of battles and market operations loses nothing when a process is killed in the middle', async () => {
    const players: Guest[] = [];
    for (let i = 0; i < 4; i++) {
      const guest = await newGuest({ browser: () => browserSession(networkTarget, origin) });
      await saveStarterTeam(guest);
      players.push(guest);
    }
    // Seed commitments first (a POST without an idempotency key: the proxy does not retry it once sent), then the
    // burst: battle starts and market calls, every one carrying an idempotency key.
    const commits = await Promise.all(players.map(async (guest) => {
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) ids.push((await guest.browser.client.call(api.createSeedCommit, { query: { mode: 'campaign' } })).commitId);
      return ids;
    }));
    const burst = players.flatMap((guest, i) => {
      const battles = (commits[i] ?? []).map((commitId) =>
        guest.browser.client.call(api.startBattle, { body: { mode: 'campaign', stageId: '1-1', teamSlot: 1, commitId, clientSeed: 'fleet', idempotencyKey: battleKey('fleet') } }),
      );
      // A card outside the team goes on the market; the next player tries to buy it without the gold (refused).
      const spare = guest.cards.at(-1);
      const market = spare
        ? guest.browser.client
            .call(api.createListing, { body: { idempotencyKey: `fleet-list-${i}`, instanceId: spare.instanceId, price: 5 } })
            .then((listing) => players[(i + 1) % players.length]?.browser.client.call(api.buyListing, { params: { listingId: listing.listing.id }, body: { idempotencyKey: `fleet-buy-${i}` } }))
        : Promise.resolve();
      return [...battles, market];
    });
    // Slot 1 dies (no drain: SIGKILL) once the burst is under way: the first answer is in, the rest in flight.
    await Promise.race(burst.map((call) => call.catch(() => undefined)));
    const killed = slotPid(1);
    process.kill(killed, 'SIGKILL');
    const outcomes = await Promise.allSettled(burst);
    const battles = outcomes.filter((_, i) => i % 5 !== 4);
    // Every battle start carries an idempotency key, so the proxy may retry it on a live process: none is lost.
    expect(battles.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason))).toEqual([]);
    // Market calls either succeed or are refused by the rules (the buyer has no gold): never a 5xx.
    for (const o of outcomes) if (o.status === 'rejected') expect(JSON.stringify(o.reason)).not.toMatch(/"status":5\d\d/);

    const database = postgresDatabase(new pg.Pool({ connectionString: target.env.DATABASE_URL, max: 2 }));
    try {
      const audit = await auditInvariants(database.db);
      expect(audit.problems).toEqual([]);
      expect(audit.accounts).toBeGreaterThanOrEqual(players.length);
    } finally {
      await database.close();
    }

    // The fleet's supervisor starts the killed slot again on its port, and the proxy's checks take it back.
    for (;;) {
      const pid = slotPid(1);
      const healthy = pid !== killed && (await fetch(`http://127.0.0.1:${slotPort(1)}/api/health`).then((r) => r.ok, () => false));
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // A live process's /metrics parses and counted battle starts.
    const page = await fetch(`http://127.0.0.1:${slotPort(0)}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(page.status).toBe(200);
    const families = parsePrometheusTextFormat(await page.text());
    expect(families.some((f) => f.name === 'tcg_battle_start_duration_seconds')).toBe(true);
  }, 180_000);

  it('a rolling restart replaces every process with no failed request, though the ports beside theirs are taken', async () => {
    // A fixed scheme (two ports per slot) would start each replacement beside the process it replaces; those ports
    // are held here (one already in use is as good), as an outgoing connection or a TIME_WAIT can hold them.
    const before = [0, 1, 2].map((slot) => ({ pid: slotPid(slot), port: slotPort(slot) }));
    const held = (await Promise.all(before.flatMap(({ port }) => [port - 1, port + 1]).map(hold))).filter((s): s is Server => s !== undefined);
    try {
      const traffic = trafficUntil(restart());
      const { code, failed, answered } = await traffic;
      expect(code).toBe(0);
      expect(failed).toEqual([]);
      expect(answered).toBeGreaterThan(0);
    } finally {
      await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
    }
    for (const [slot, old] of before.entries()) {
      expect(slotPid(slot)).not.toBe(old.pid);
      expect(alive(old.pid)).toBe(false);
      expect(await proxyStatus(slot)).toBe('UP');
    }
  }, 180_000);

  it('a rolling restart whose replacement cannot start stops with the old process still serving', async () => {
    const envFile = path.join(fleetDir, 'env');
    const env = readFileSync(envFile, 'utf8');
    // A bad deploy: the new processes cannot reach the database, so none comes up.
    writeFileSync(envFile, env.replace(/^DATABASE_URL=.*$/m, 'DATABASE_URL=postgres://nobody@127.0.0.1:1/none'));
    const before = [0, 1, 2].map((slot) => slotPid(slot));
    try {
      const { code, failed, answered } = await trafficUntil(restart());
      expect(code).not.toBe(0);
      expect(failed).toEqual([]);
      expect(answered).toBeGreaterThan(0);
    } finally {
      writeFileSync(envFile, env);
    }
    expect([0, 1, 2].map((slot) => slotPid(slot))).toEqual(before);
    for (const slot of [0, 1, 2]) {
      expect(alive(slotPid(slot))).toBe(true);
      expect(await proxyStatus(slot)).toBe('UP');
    }
    // Nothing is left in maintenance, and the supervisor looks after the slot again.
    expect(spawnSync('sh', ['-c', `ls ${fleetDir}/*.replacing 2>/dev/null`]).stdout.toString()).toBe('');
  }, 180_000);
});

/** Holds a loopback port (connections are closed at once); undefined when it is already taken. */
function hold(port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `npm run fleet:restart` on the test's fleet; resolves with its exit code. */
function restart(): Promise<number | null> {
  const child = spawn('bash', ['scripts/fleet-restart.sh'], { cwd: repoRoot, env: { ...process.env, FLEET_DIR: fleetDir }, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Requests through the proxy one after another until `done` settles: the failed ones and how many answered. */
async function trafficUntil(done: Promise<number | null>): Promise<{ code: number | null; failed: string[]; answered: number }> {
  let finished = false;
  const code = done.finally(() => (finished = true));
  const failed: string[] = [];
  let answered = 0;
  while (!finished) {
    const answer = await fetch(`${origin}/api/notices`).catch((error: unknown) => String(error));
    if (typeof answer === 'string' || !answer.ok) failed.push(typeof answer === 'string' ? answer : `HTTP ${answer.status}`);
    else answered++;
  }
  return { code: await code, failed, answered };
}

/** HAProxy's status (UP, DOWN, MAINT, …) of the server entry that sends to a slot's process. */
async function proxyStatus(slot: number): Promise<string> {
  const name = readFileSync(path.join(fleetDir, `slot${slot}.server`), 'utf8').trim();
  const csv = await (await fetch(`http://127.0.0.1:${proxyPort + 1}/stats;csv`)).text();
  return csv.split('\n').map((line) => line.split(',')).find((cells) => cells[0] === 'game' && cells[1] === name)?.[17] ?? 'unknown';
}

