/**
 * `npm run bench:server`: load figures for the game server, not a test. Starts the server on a throwaway
 * PostgreSQL (scripts/start-postgres.sh) and on PGlite (a throwaway DATA_DIR under .tmp), and a bare Hono app as
 * the yardstick; runs autocannon over loopback at 10 and 50 connections against health, notices, /me and one
 * authenticated write (PATCH /api/account/profile), measuring bare Hono right before each endpoint so a busy
 * machine weighs on both alike; prints req/s, p50/p99, the ratio to bare Hono and the budgets (docs/SERVER.md).
 * Options: --seconds N per measurement (default 3), --only pglite|postgres|battles (battles: only the battle-start
 * section, scripts/bench/battleLoad.ts), --battle-phases open,me,saturated,cpu,sse (a subset of the battle section; sse: the open loop with 500 live-feed clients), --sse-clients N (the sse phase's clients, default 500),
 * --connections 10,50. Exit code 1 when any budget verdict (the Budgets list or the battle section's) is FAIL.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/contracts/api/csrf';
import { BENCH_SECTIONS } from './benchSections';
import { budgetsFor, type Measurement } from './serverBudgets';
import { benchBattleLoad } from './battleLoad';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    only: { type: 'string' },
    'battle-phases': { type: 'string' },
    'sse-clients': { type: 'string' },
    connections: { type: 'string', default: '10,50' },
  },
});
const seconds = Number(values.seconds);
const connectionLevels = values.connections.split(',').map(Number);
const root = path.resolve(import.meta.dirname, '../..');

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

/** Starts a child and resolves once `url` answers 200 (the child's readiness), rejecting if it exits first. */
async function startChild(args: string[], env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let tries = 0; tries < 600; tries++) {
    if (exited) throw new Error(`${args.join(' ')} exited before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`${url} did not answer within 60 s`);
}

/** Stops a child and waits for it to exit. */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MB (Linux /proc), or NaN where unavailable. */
function rssMb(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PATCH';
  headers?: Record<string, string>;
  body?: string;
}

/** One autocannon run. */
async function measure(target: Target, connections: number): Promise<Measurement> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
    timeout: 10,
  });
  return {
    name: target.name,
    connections,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    failures: result.errors + result.non2xx,
  };
}

/** Signs in a guest on `base` and returns the session cookie (`name=value`). */
async function guestCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/guest`, { method: 'POST', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`guest sign-in failed: ${response.status}`);
  return cookie;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

/** Benchmarks one server (already answering on `base`) against the bare app on `bareUrl`. */
async function benchServer(label: string, base: string, bareUrl: string, pid: number | undefined): Promise<Measurement[]> {
  const cookie = await guestCookie(base);
  const auth = { cookie };
  const targets: Target[] = [
    { name: 'health', url: `${base}/api/health` },
    { name: 'notices', url: `${base}/api/notices` },
    { name: 'me', url: `${base}/api/account/me`, headers: auth },
    {
      name: 'write',
      url: `${base}/api/account/profile`,
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify({ soundOn: true }),
    },
  ];
  console.log(`\n${label}: server RSS ${rssMb(pid).toFixed(0)} MB after sign-in`);
  console.log(`${'endpoint'.padEnd(10)}${pad('conns', 6)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('bare req/s', 12)}${pad('ratio', 8)}${pad('timeouts', 10)}${pad('failed', 8)}`);
  const rows: Measurement[] = [];
  for (const connections of connectionLevels) {
    for (const target of targets) {
      // Bare Hono right before each endpoint: the ratio compares runs under the same machine load.
      const bare = await measure({ name: 'bare', url: bareUrl }, connections);
      const row = await measure(target, connections);
      row.bareReqPerSec = bare.reqPerSec;
      rows.push(row);
      console.log(
        `${target.name.padEnd(10)}${pad(connections, 6)}${pad(Math.round(row.reqPerSec), 9)}${pad(row.p50, 8)}${pad(row.p99, 8)}` +
          `${pad(Math.round(bare.reqPerSec), 12)}${pad(`1/${(bare.reqPerSec / Math.max(row.reqPerSec, 1)).toFixed(1)}`, 8)}${pad(row.timeouts, 10)}${pad(row.failures, 8)}`,
      );
    }
  }
  for (const section of BENCH_SECTIONS) {
    console.log(`\n${label}: ${section.name}`);
    rows.push(...(await section.run({ label, base, cookie, connectionLevels, measure })));
  }
  console.log(`${label}: server RSS ${rssMb(pid).toFixed(0)} MB after load`);
  return rows;
}

const serverEnv = (port: number): Record<string, string> => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  STATIC_DIR: path.join(root, 'dist'),
  GUEST_STARTS_PER_HOUR: '1000000',
});

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${seconds} s per measurement, connections ${connectionLevels.join(' and ')}, loopback`);
  const barePort = await freePort();
  const bare = await startChild(['--import', 'tsx', 'scripts/bench/bareHono.ts'], { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/bare`);
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  const results: Record<string, Measurement[]> = {};
  let battlesPass = true;
  try {
    if (values.only !== 'pglite' && values.only !== 'battles') {
      const pg = Object.fromEntries(
        execFileSync('bash', ['scripts/start-postgres.sh'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
          .trim()
          .split('\n')
          .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
      );
      try {
        const port = await freePort();
        const server = await startChild(['--import', 'tsx', 'server/main.ts'], { ...serverEnv(port), DATABASE_URL: pg.DATABASE_URL! }, `http://127.0.0.1:${port}/api/health`);
        try {
          results.postgres = await benchServer('PostgreSQL', `http://127.0.0.1:${port}`, bareUrl, server.pid);
        } finally {
          await stopChild(server);
        }
      } finally {
        execFileSync('bash', ['scripts/start-postgres.sh', '--stop', pg.PG_DIR!], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
      }
    }
    if (values.only !== 'postgres' && values.only !== 'battles') {
      mkdirSync(path.join(root, '.tmp'), { recursive: true });
      const dataDir = mkdtempSync(path.join(root, '.tmp', 'bench-'));
      try {
        const port = await freePort();
        const server = await startChild(['--import', 'tsx', 'server/main.ts'], { ...serverEnv(port), DATA_DIR: dataDir }, `http://127.0.0.1:${port}/api/health`);
        try {
          results.pglite = await benchServer('PGlite', `http://127.0.0.1:${port}`, bareUrl, server.pid);
        } finally {
          await stopChild(server);
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    if (values.only !== 'pglite') battlesPass = await benchBattleLoad({ root, bareUrl, seconds: Math.max(seconds, 5), phases: values['battle-phases']?.split(','), sseClients: values['sse-clients'] === undefined ? undefined : Number(values['sse-clients']), freePort, startChild, stopChild });
  } finally {
    await stopChild(bare);
  }
  console.log('\nBudgets');
  const verdicts = budgetsFor(results);
  for (const verdict of verdicts) console.log(`  ${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.text}`);
  // A failed budget fails the run (CI, scripts), whichever section it is in.
  if (!battlesPass || verdicts.some((v) => !v.pass)) {
    console.log('  a budget FAILED: exit code 1');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
