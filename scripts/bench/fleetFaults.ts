/**
 * The faults of `npm run bench:fleet`, each under an open loop of battle starts through the proxy (3 processes):
 * a process killed (SIGKILL), PostgreSQL restarted, a table locked for seconds, a rolling restart. Each prints
 * the failed requests, the acknowledged battles lost or stored twice, and the database's invariants afterwards.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type pg from 'pg';
import { openLoop, stock, type Player } from './battleLoad';
import { percentile } from './percentile';
import { millisUntil, type Fleet } from './fleetControl';
import { aftermath, failedText, newTraffic, startBattle, type Traffic } from './fleetTraffic';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the faults need: the running fleet, signed-in players, a database connection and the cluster's folder. */
export interface FaultOptions {
  root: string;
  fleet: Fleet;
  players: Player[];
  client: pg.Client;
  databaseUrl: string;
  pgDir: string;
  rate: number;
}

/** Seconds of open-loop load around each fault (the fault comes after the first 3). */
const LOAD_SECONDS = 12;
/** How long the slow-database fault holds its lock: past the processes' lock bound (DB_LOCK_TIMEOUT_MS, 10 s). */
const LOCK_HOLD_MS = 12_000;

/** Open-loop starts for `seconds` at `rate`, with `fault` run 3 s in; returns the tally and the fault's note. */
async function underLoad(o: FaultOptions, seconds: number, fault: () => Promise<string>): Promise<{ traffic: Traffic; note: string }> {
  await stock(o.client, o.players, Math.ceil((o.rate * seconds) / o.players.length) + 5);
  const traffic = newTraffic();
  const [, note] = await Promise.all([
    openLoop(seconds, (i) => startBattle(o.fleet.origin, o.players[i % o.players.length]!, traffic), o.rate),
    sleep(3_000).then(fault),
  ]);
  return { traffic, note };
}

/** Prints one fault's line and checks its aftermath; true when nothing acknowledged was lost or doubled. */
async function report(o: FaultOptions, name: string, traffic: Traffic, note: string, failuresAllowed: boolean): Promise<boolean> {
  const after = await aftermath(o.databaseUrl, traffic);
  const failed = [...traffic.statuses].filter(([status]) => status !== 200).reduce((n, [, count]) => n + count, 0);
  const serverErrors = [...traffic.statuses].filter(([status]) => status === 500 || status === -1).reduce((n, [, count]) => n + count, 0);
  const sorted = traffic.samples.map((s) => s.ms).sort((a, b) => a - b);
  const pass = after.lost === 0 && after.doubled === 0 && after.problems.length === 0 && serverErrors === 0 && (failuresAllowed || failed === 0);
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${name.padEnd(18)} ${traffic.samples.length} starts, failed ${failedText(traffic)}, lost ${after.lost}, doubled ${after.doubled}, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms${note ? ` · ${note}` : ''}`);
  for (const problem of after.problems.slice(0, 5)) console.log(`        ${problem}`);
  return pass;
}

/** Runs every fault in turn; true when each met its goal. */
export async function benchFaults(o: FaultOptions): Promise<boolean> {
  console.log(`\nFaults: ${o.rate} battle starts/s (open loop) through HAProxy to 3 processes, ${o.players.length} players; the fault 3 s in`);
  const verdicts: boolean[] = [];

  // 1. A process dies without draining: the proxy must route around it, retried starts must land once.
  {
    let killed = 0;
    let killedAt = 0;
    const { traffic, note } = await underLoad(o, LOAD_SECONDS, async () => {
      killed = o.fleet.pid(1);
      killedAt = performance.now();
      process.kill(killed, 'SIGKILL');
      const routedAround = await millisUntil(async () => (await o.fleet.status(1)).startsWith('DOWN'));
      return `proxy routed around it after ${routedAround.toFixed(0)} ms`;
    });
    await millisUntil(async () => o.fleet.pid(1) !== killed && (await o.fleet.status(1)) === 'UP');
    const back = (performance.now() - killedAt) / 1000;
    verdicts.push(await report(o, 'kill -9 a process', traffic, `${note}; the supervisor had it back UP after ${back.toFixed(1)} s`, false));
  }

  // 2. PostgreSQL restarts: 503s (never a hang or a 500) while it is down, then every process reconnects by itself.
  {
    const { traffic, note } = await underLoad(o, LOAD_SECONDS, async () => {
      const t0 = performance.now();
      await run('bash', ['scripts/start-postgres.sh', '--pause', o.pgDir], { cwd: o.root });
      await sleep(2_000);
      await run('bash', ['scripts/start-postgres.sh', '--resume', o.pgDir], { cwd: o.root });
      return `PostgreSQL down for ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    });
    await o.client.end().catch(() => undefined);
    await reconnect(o);
    verdicts.push(await report(o, 'PostgreSQL restart', traffic, note, true));
  }

  // 3. A slow database: the battles table locked for 12 s. Starts fail cleanly after the lock bound; other routes answer.
  {
    const other: number[] = [];
    const { traffic, note } = await underLoad(o, LOAD_SECONDS, async () => {
      await o.client.query('begin');
      await o.client.query('lock table battles in access exclusive mode');
      const until = performance.now() + LOCK_HOLD_MS;
      while (performance.now() < until) {
        const t0 = performance.now();
        const answer = await fetch(`${o.fleet.origin}/api/notices`).catch(() => undefined);
        other.push(answer?.ok ? performance.now() - t0 : Number.POSITIVE_INFINITY);
      }
      await o.client.query('rollback');
      other.sort((a, b) => a - b);
      return `battles locked ${LOCK_HOLD_MS / 1000} s; meanwhile GET /api/notices p50 ${percentile(other, 50).toFixed(0)} ms, max ${(other.at(-1) ?? 0).toFixed(0)} ms over ${other.length}`;
    });
    verdicts.push(await report(o, 'table locked 12 s', traffic, note, true));
  }

  // 4. A rolling restart (a deploy) under the same load: goal zero failed requests.
  {
    await stock(o.client, o.players, 0);
    const traffic = newTraffic();
    const t0 = performance.now();
    let restarting = true;
    const restart = run('bash', ['scripts/fleet-restart.sh'], { cwd: o.root, env: { ...process.env, FLEET_DIR: o.fleet.dir } }).finally(() => (restarting = false));
    while (restarting) {
      await stock(o.client, o.players, Math.ceil((o.rate * 5) / o.players.length) + 5);
      await openLoop(5, (i) => startBattle(o.fleet.origin, o.players[i % o.players.length]!, traffic), o.rate);
    }
    await restart;
    verdicts.push(await report(o, 'rolling restart', traffic, `3 processes replaced in ${((performance.now() - t0) / 1000).toFixed(0)} s`, false));
  }
  await o.client.end().catch(() => undefined);
  return verdicts.every(Boolean);
}

/** The benchmark's own connection after PostgreSQL restarted. */
async function reconnect(o: FaultOptions): Promise<void> {
  const { Client } = (await import('pg')).default;
  const client = new Client({ connectionString: o.databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  o.client = client;
}
