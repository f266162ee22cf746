/**
 * `npm run bench:fleet`: the production shape measured (docs/OPERATIONS.md, "The fleet's figures"), not a test.
 * On a throwaway PostgreSQL with HAProxy (scripts/fleet.sh):
 * 1. scaling: battle starts per second and p99 through the proxy with 1, 2 and 3 processes at 50 connections,
 *    beside the bare proxy (HAProxy in front of a bare Hono app) and bare Hono alone;
 * 2. faults under an open loop of battle starts through the proxy (3 processes): a process killed with SIGKILL,
 *    PostgreSQL restarted, a table locked for seconds, a rolling restart; for each the failed requests, the
 *    acknowledged battles lost or stored twice, and the database's invariants; for the kill, the time until the proxy
 *    routes around the dead process and until the supervisor has it back.
 * Options: --seconds N per scaling measurement (default 5), --rate R open-loop starts per second (default 100),
 * --only scaling|faults. Exit code 1 when any fault verdict is FAIL (scaling prints figures, no verdicts).
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { Agent } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { closedLoop, signIn, stock, type Player } from './battleLoad';
import { percentile } from './percentile';
import { startFleet, type Fleet, type ProxyPorts } from './fleetControl';
import { benchFaults } from './fleetFaults';
import { failedText, newTraffic, startBattle } from './fleetTraffic';
import { startBareProxy } from './bareProxy';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' }, rate: { type: 'string', default: '100' }, only: { type: 'string' } } });
const seconds = Number(values.seconds);
const rate = Number(values.rate);
const root = path.resolve(import.meta.dirname, '../..');
const PLAYERS = 50;

/** A free loopback port (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const fmt = (ms: number) => ms.toFixed(1).padStart(7);

/** Runs the scaling curve: 1, 2 and 3 processes, 50 connections starting battles back to back. */
async function scaling(databaseUrl: string, client: pg.Client, proxyPorts: ProxyPorts): Promise<Player[]> {
  let players: Player[] = [];
  console.log(`\nScaling: ${PLAYERS} connections starting battles back to back for ${seconds} s, through HAProxy`);
  for (const size of [1, 2, 3]) {
    const fleet = await startFleet(root, size, databaseUrl, proxyPorts);
    try {
      if (players.length === 0) for (let i = 0; i < PLAYERS; i++) players.push(await signIn(fleet.origin));
      else players = players.map((p) => ({ ...p, agent: new Agent({ keepAlive: true, maxSockets: 6 }) }));
      await stock(client, players, Math.ceil((seconds + 2) * 400 / PLAYERS) + 20);
      const warm = newTraffic();
      await closedLoop(2, 10, (w) => startBattle(fleet.origin, players[w % PLAYERS]!, warm));
      const traffic = newTraffic();
      const run = await closedLoop(seconds, PLAYERS, (w) => startBattle(fleet.origin, players[w]!, traffic));
      console.log(`  ${size} process${size > 1 ? 'es' : '  '}   ${run.perSecond.toFixed(0).padStart(5)} battles/s  p50 ${fmt(percentile(run.sorted, 50))} ms  p99 ${fmt(percentile(run.sorted, 99))} ms  failed ${failedText(traffic)}`);
    } finally {
      for (const player of players) player.agent.destroy();
      await fleet.stop();
    }
  }
  const bare = await startBareProxy(root, await freePort(), await freePort(), await freePort());
  try {
    const viaProxy = await autocannon({ url: bare.proxyUrl, connections: PLAYERS, duration: seconds });
    const direct = await autocannon({ url: bare.bareUrl, connections: PLAYERS, duration: seconds });
    console.log(`  bare proxy    ${Math.round(viaProxy.requests.average).toString().padStart(5)} req/s  p99 ${fmt(viaProxy.latency.p99)} ms (HAProxy → bare Hono)   bare Hono alone ${Math.round(direct.requests.average)} req/s  p99 ${direct.latency.p99} ms`);
  } finally {
    await bare.stop();
  }
  return players.map((p) => ({ ...p, agent: new Agent({ keepAlive: true, maxSockets: 6 }) }));
}

async function main(): Promise<void> {
  execFileSync('bash', ['scripts/ensure-haproxy.sh'], { cwd: root, stdio: 'inherit' });
  const pgEnv = Object.fromEntries(
    execFileSync('bash', ['scripts/start-postgres.sh'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
      .trim()
      .split('\n')
      .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
  );
  const databaseUrl = pgEnv.DATABASE_URL!;
  const client = new pg.Client({ connectionString: databaseUrl });
  // PostgreSQL's restart (a fault below) drops this connection: the faults reconnect; the lost one must not crash us.
  client.on('error', () => undefined);
  let fleet: Fleet | undefined;
  let verdict = true;
  try {
    // Two ports the kernel gives now (a port one picks could be held); the fleet's processes get theirs as they listen.
    const proxyPorts = { proxy: await freePort(), stats: await freePort() };
    // A first fleet of one migrates the database; the benchmark's own connection comes after it.
    await (await startFleet(root, 1, databaseUrl, proxyPorts)).stop();
    await client.connect();
    console.log(`node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    let players: Player[] = [];
    if (values.only !== 'faults') players = await scaling(databaseUrl, client, proxyPorts);
    if (values.only !== 'scaling') {
      fleet = await startFleet(root, 3, databaseUrl, proxyPorts);
      if (players.length === 0) for (let i = 0; i < PLAYERS; i++) players.push(await signIn(fleet.origin));
      verdict = await benchFaults({ root, fleet, players, client, databaseUrl, pgDir: pgEnv.PG_DIR!, rate });
    }
    for (const player of players) player.agent.destroy();
  } finally {
    await fleet?.stop();
    await client.end().catch(() => undefined);
    execFileSync('bash', ['scripts/start-postgres.sh', '--stop', pgEnv.PG_DIR!], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  process.exitCode = verdict ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
