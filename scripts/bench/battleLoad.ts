/**
 * The battle-start section of `npm run bench:server` (hooked from serverBench.ts), on a
 * throwaway PostgreSQL: 50 guests with a saved team, then
 * 1. an open loop at a fixed arrival rate (100 battle starts per second, round-robin over the 50 players, sent on
 *    schedule whether or not earlier ones answered; latency counted from the scheduled time, so queueing shows);
 * 2. other requests' latency (GET /api/account/me, 10 connections) alone and while battles arrive at that rate;
 * 3. the saturated throughput: 50 connections starting battles back to back;
 * 4. (`sse`) the open loop again with 500 clients connected to the live feed (Server-Sent Events), signed in as the 50
 *    players, each following two others: every start is fanned out to about 20 of them. The clients run in a process
 *    of their own (feedClients.ts): in this one their reads held up the loop that sends and times the starts;
 * each beside bare Hono under the same method. Starts alternate campaign stage 1-1 (the player's saved team:
 * ownership, card locks, progress) and random-team battles (6 v 6 at level 5, the longest common battle).
 * Seed commitments are inserted directly (the commit endpoint is not what is measured). Budget: open-loop
 * p99 ≤ 30 ms. Then the CPU per start (server process + PostgreSQL cluster, from /proc, over a fixed number of
 * starts): the figure that holds on a shared machine; and where each loop's time went: this process's event-loop delay
 * beside the server's own view from its /metrics (loop delay, GC, slow handlers, pool waits: serverProbe.ts). BATTLE_THREADS is passed through to the server (default: the
 * server's); BENCH_SERVER_NODE_ARGS adds node flags to the server (e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`).
 */
import { randomBytes } from 'node:crypto';
import { execFile, execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/contracts/api/csrf';
import type { FeedClientsMessage, FeedClientsStart } from './feedClients';
import { percentile } from './percentile';
import { scrapeServer, serverPhase, serverPhaseLine } from './serverProbe';

/** What the hook passes in: serverBench's own process helpers, so both sections start servers alike. */
export interface BattleLoadOptions {
  root: string;
  bareUrl: string;
  seconds: number;
  freePort(): Promise<number>;
  /** Which parts to run (default all): open, me, saturated, cpu, sse. */
  phases?: readonly string[];
  /** Live-feed clients of the `sse` phase (default {@link SSE_CLIENTS}; fewer for a check on a busy machine). */
  sseClients?: number;
  startChild(args: string[], env: Record<string, string>, url: string): Promise<ChildProcess>;
  stopChild(child: ChildProcess): Promise<void>;
}

export const RATE = 100;
/** Starts counted for the CPU-per-start figure (closed loop, 10 connections). */
const CPU_STARTS = 1000;
const PLAYERS = 50;
const BUDGET_P99_MS = 30;

export interface Player {
  id: string;
  cookie: string;
  commits: string[];
  /** The player's own keep-alive connections (a browser's: up to 6 to one origin). */
  agent: Agent;
}

/** Live-feed clients of the `sse` phase: the figure the README carries. */
const SSE_CLIENTS = 500;

/** Open SSE connections to the live feed: how many `battle` events they got, and how to close them. */
interface FeedClients {
  events(): Promise<number>;
  close(): void;
}

/**
 * Connects `count` clients to GET /api/spectate/feed (round-robin over the players' cookies) and resolves once each
 * got its `ready` event. The clients live in a process of their own (scripts/bench/feedClients.ts says why).
 */
async function connectFeeds(base: string, players: readonly Player[], count: number): Promise<FeedClients> {
  const start: FeedClientsStart = { url: new URL('/api/spectate/feed', base).href, cookies: players.map((p) => p.cookie), count };
  const child = fork(path.join(import.meta.dirname, 'feedClients.ts'), [], { cwd: path.resolve(import.meta.dirname, '../..'), execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () =>
    new Promise<FeedClientsMessage>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the feed clients' process exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message as FeedClientsMessage);
      });
    });
  const ready = next();
  child.send(start);
  const answer = await ready;
  if ('error' in answer) {
    child.kill();
    throw new Error(answer.error);
  }
  return {
    events: async () => {
      const counted = next();
      child.send('count');
      const message = await counted;
      return 'events' in message ? message.events : 0;
    },
    close: () => child.disconnect(),
  };
}

const fmt = (ms: number) => ms.toFixed(1).padStart(7);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Signs a guest in on `base` and saves a team of six distinct starter cards in slot 1. */
export async function signIn(base: string): Promise<Player> {
  const response = await fetch(`${base}/api/auth/guest`, { method: 'POST', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  const body = (await response.json()) as { account: { id: string } };
  if (!response.ok || !cookie) throw new Error(`guest sign-in failed: ${response.status}`);
  const cards = (await (await fetch(`${base}/api/cards`, { headers: { cookie } })).json()) as { cards: { instanceId: string; cardId: string }[] };
  const distinct = cards.cards.filter((c, i, all) => all.findIndex((x) => x.cardId === c.cardId) === i).slice(0, 6);
  const saved = await fetch(`${base}/api/teams/1`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ name: 'Bench', units: distinct.map((c, i) => ({ instanceId: c.instanceId, position: i * 2 })) }),
  });
  if (!saved.ok) throw new Error(`saving the bench team failed: ${saved.status} ${await saved.text()}`);
  return { id: body.account.id, cookie, commits: [], agent: new Agent({ keepAlive: true, maxSockets: 6 }) };
}

/** Inserts `count` unused seed commitments per player (what POST /api/battles/seed-commits stores), and tops stamina up. */
export async function stock(client: pg.Client, players: Player[], count: number): Promise<void> {
  await client.query('update stamina set value = 999, as_of = now() where account_id = any($1)', [players.map((p) => p.id)]);
  for (const player of players) {
    const seeds = Array.from({ length: count }, () => randomBytes(32).toString('hex'));
    const { rows } = await client.query<{ id: string }>(
      `insert into seed_commits (account_id, server_seed, server_seed_hash, created_at, expires_at)
       select $1, s, encode(sha256(convert_to(s, 'UTF8')), 'hex'), now(), now() + interval '1 hour' from unnest($2::text[]) s returning id`,
      [player.id, seeds],
    );
    player.commits.push(...rows.map((r) => r.id));
  }
}

/**
 * One HTTP request on `agent` (node:http: a load generator that costs far less CPU than fetch, which shares the two
 * cores with the server); resolves with the status once the whole answer arrived. Asks for gzip as a browser does
 * and reads the bytes without inflating them: the server's work is what is measured.
 */
export function send(url: URL, agent: Agent, method: string, headers: Record<string, string>, body?: string, retried = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method, headers: { 'accept-encoding': 'gzip, deflate', ...headers } }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed as the request left: sent again once on a new one, as browsers
      // do (a battle start carries its idempotency key, so a second copy can never fight twice).
      if (req.reusedSocket && error.code === 'ECONNRESET' && !retried) send(url, agent, method, headers, body, true).then(resolve, reject);
      else reject(error);
    });
    req.end(body);
  });
}

let sequence = 0;
/** One battle start of `player`; resolves with whether it answered 200. */
async function startBattle(base: string, player: Player): Promise<boolean> {
  const commitId = player.commits.pop();
  if (!commitId) throw new Error('the bench ran out of seed commitments');
  sequence += 1;
  const body = sequence % 2 === 0 ? { mode: 'campaign', stageId: '1-1', teamSlot: 1 } : { mode: 'random_team' };
  const status = await send(new URL('/api/battles', base), player.agent, 'POST', { cookie: player.cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE }, JSON.stringify({ ...body, idempotencyKey: `bench-${process.pid}-${sequence}`, commitId, clientSeed: 'bench' }));
  if (status !== 200) failures.set(status, (failures.get(status) ?? 0) + 1);
  return status === 200;
}

/** Non-200 answers of battle starts by status (-1: no answer), printed with the open loop's line. */
const failures = new Map<number, number>();
let lastError: unknown;

/** Open loop: `rate` (default {@link RATE}) requests a second for `seconds`, each sent on schedule; latency from the scheduled time. */
export async function openLoop(seconds: number, send: (i: number) => Promise<boolean>, rate = RATE): Promise<{ sorted: number[]; failed: number; sent: number }> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    await sleep(due - performance.now());
    inFlight.push(
      send(i).then(
        (ok) => {
          latencies.push(performance.now() - due);
          if (!ok) failed += 1;
        },
        (error: unknown) => {
          failed += 1;
          failures.set(-1, (failures.get(-1) ?? 0) + 1);
          lastError = error;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  return { sorted: latencies.sort((a, b) => a - b), failed, sent: total };
}

/** Closed loop: `connections` workers back to back for `seconds`; completions per second and latencies. */
export async function closedLoop(seconds: number, connections: number, send: (worker: number) => Promise<boolean>): Promise<{ perSecond: number; sorted: number[]; failed: number }> {
  const end = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const ok = await send(worker).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) failed += 1;
      }
    }),
  );
  return { perSecond: latencies.length / ((performance.now() - started) / 1000), sorted: latencies.sort((a, b) => a - b), failed };
}

/**
 * GET /api/account/me at 10 connections for `seconds`, from autocannon in its own process: in this one it would
 * hold the event loop that sends the open loop's battles on schedule.
 */
function meLatency(root: string, base: string, cookie: string, seconds: number): Promise<{ p50: number; p99: number; reqPerSec: number; answered: number; timeouts: number; errors: number }> {
  const bin = path.join(root, 'node_modules', '.bin', 'autocannon');
  return new Promise((resolve, reject) => {
    execFile(bin, ['-j', '-t', '30', '-c', '10', '-d', String(seconds), '-H', `cookie=${cookie}`, `${base}/api/account/me`], { maxBuffer: 1 << 24 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout) as { latency: { p50: number; p99: number }; requests: { average: number; total: number }; timeouts: number; errors: number };
      resolve({ p50: result.latency.p50, p99: result.latency.p99, reqPerSec: result.requests.average, answered: result.requests.total, timeouts: result.timeouts, errors: result.errors });
    });
  });
}

/** Clock ticks a second of /proc/<pid>/stat (Linux: 100). */
const TICKS = 100;

/** CPU seconds a process used (user + system, all threads), and with `children` what its reaped children used too. */
function cpuSeconds(pid: number, children = false): number {
  try {
    // Fields after the command name "(…)": state is field 3, utime 14, stime 15, cutime 16, cstime 17.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return (children ? own + Number(fields[13]) + Number(fields[14]) : own) / TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds of a PostgreSQL cluster: the postmaster, its live children and the children it already reaped. */
function clusterCpuSeconds(pgDir: string): number {
  const postmaster = Number(readFileSync(`${pgDir}/data/postmaster.pid`, 'utf8').split('\n')[0]);
  let total = cpuSeconds(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (parent === postmaster) total += cpuSeconds(Number(entry));
    } catch {
      // Exited meanwhile: the postmaster's reaped-children figure has it.
    }
  }
  return total;
}

/** Runs the battle section against a fresh PostgreSQL and server; prints its figures and the budget verdict. */
export async function benchBattleLoad(options: BattleLoadOptions): Promise<boolean> {
  const { root, bareUrl, seconds } = options;
  const sseClients = options.sseClients ?? SSE_CLIENTS;
  const pgEnv = Object.fromEntries(
    execFileSync('bash', ['scripts/start-postgres.sh'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
      .trim()
      .split('\n')
      .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
  );
  let server: ChildProcess | undefined;
  const client = new pg.Client({ connectionString: pgEnv.DATABASE_URL });
  const players: Player[] = [];
  try {
    const port = await options.freePort();
    // /metrics on: each measured loop says what the server saw of it (serverProbe.ts).
    const metricsToken = randomBytes(16).toString('hex');
    const env: Record<string, string> = { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: pgEnv.DATABASE_URL!, GUEST_STARTS_PER_HOUR: '1000000', METRICS_TOKEN: metricsToken };
    if (process.env.BATTLE_THREADS !== undefined) env.BATTLE_THREADS = process.env.BATTLE_THREADS;
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    server = await options.startChild([...nodeArgs, '--import', 'tsx', 'server/main.ts'], env, `http://127.0.0.1:${port}/api/health`);
    const base = `http://127.0.0.1:${port}`;
    await client.connect();
    for (let i = 0; i < PLAYERS; i++) players.push(await signIn(base));
    const perPlayer = Math.ceil((RATE * seconds * 2) / PLAYERS) + 20;
    await stock(client, players, perPlayer);
    // Warm-up: JIT, the pool's threads, connection set-up; then fresh commitments (a fast server uses up the first
    // stock of the warm-up's players, whose starts would otherwise fail in the open loop).
    await closedLoop(2, 10, (w) => startBattle(base, players[w % PLAYERS]!));
    await stock(client, players, perPlayer);

    console.log(`\nBattle starts on PostgreSQL: ${PLAYERS} players, ${availableParallelism()} CPUs, BATTLE_THREADS=${process.env.BATTLE_THREADS ?? 'default'}`);
    const phases = new Set(options.phases ?? ['open', 'me', 'saturated', 'cpu', 'sse']);
    const serverPid = server.pid!;
    /**
     * CPU (ms) that the server, the cluster and this bench client spent per start while `run` ran `starts` starts;
     * and where the time went: this bench's own event-loop delay (it sends on schedule and times the answers) beside
     * what the server saw (its loop delay, GC, slow handlers, pool waits).
     */
    const cpuPerStart = async <T>(run: () => Promise<T>, starts: (result: T) => number): Promise<{ result: T; line: string; where: string }> => {
      const scrape0 = await scrapeServer(base, metricsToken);
      const loop = monitorEventLoopDelay({ resolution: 5 });
      const server0 = cpuSeconds(serverPid);
      const pg0 = clusterCpuSeconds(pgEnv.PG_DIR!);
      const client0 = process.cpuUsage();
      loop.enable();
      const result = await run();
      loop.disable();
      const n = Math.max(1, starts(result));
      const client = process.cpuUsage(client0);
      const serverMs = ((cpuSeconds(serverPid) - server0) * 1000) / n;
      const pgMs = ((clusterCpuSeconds(pgEnv.PG_DIR!) - pg0) * 1000) / n;
      const clientMs = (client.user + client.system) / 1000 / n;
      const seen = serverPhase(scrape0, await scrapeServer(base, metricsToken));
      return {
        result,
        line: `server ${serverMs.toFixed(2)} ms + PostgreSQL ${pgMs.toFixed(2)} ms = ${(serverMs + pgMs).toFixed(2)} ms (bench client ${clientMs.toFixed(2)} ms)`,
        where: `bench loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms max ${(loop.max / 1e6).toFixed(1)} ms · ${serverPhaseLine(seen)}`,
      };
    };
    let open: { sorted: number[]; failed: number; sent: number } | undefined;
    if (phases.has('open')) {
      const bareAgent = new Agent({ keepAlive: true, maxSockets: 50 });
      const bareOpen = await openLoop(seconds, async () => (await send(new URL(bareUrl), bareAgent, 'GET', {})) === 200);
      bareAgent.destroy();
      const measured = await cpuPerStart(() => openLoop(seconds, (i) => startBattle(base, players[i % PLAYERS]!)), (r) => r.sent);
      open = measured.result;
      console.log(`open loop ${RATE}/s      p50 ${fmt(percentile(open.sorted, 50))} ms  p99 ${fmt(percentile(open.sorted, 99))} ms  max ${fmt(open.sorted.at(-1) ?? NaN)} ms  failed ${open.failed}/${open.sent}${failures.size > 0 ? ` (${[...failures].map(([status, n]) => `${n}× ${status}`).join(', ')})` : ''}`);
      if (lastError) console.log(`  last error: ${lastError instanceof Error ? lastError.message : String(lastError)}`);
      console.log(`  CPU per start        ${measured.line}`);
      console.log(`  where the time went  ${measured.where}`);
      console.log(`  bare Hono ${RATE}/s    p50 ${fmt(percentile(bareOpen.sorted, 50))} ms  p99 ${fmt(percentile(bareOpen.sorted, 99))} ms`);
    }

    if (phases.has('me')) {
      await stock(client, players, 0);
      const meAlone = await meLatency(root, base, players[0]!.cookie, seconds);
      const [meBusy] = await Promise.all([meLatency(root, base, players[0]!.cookie, seconds), openLoop(seconds, (i) => startBattle(base, players[i % PLAYERS]!))]);
      console.log(`GET /me (10 conns)   alone p50 ${fmt(meAlone.p50)} ms p99 ${fmt(meAlone.p99)} ms · with ${RATE} battles/s p50 ${fmt(meBusy.p50)} ms p99 ${fmt(meBusy.p99)} ms (${meBusy.answered} answered, ${meBusy.timeouts} timed out, ${meBusy.errors} errors)`);
    }

    if (phases.has('saturated')) {
      await stock(client, players, perPlayer);
      const saturated = await closedLoop(seconds, PLAYERS, (w) => startBattle(base, players[w]!));
      const bareSaturated = await autocannon({ url: bareUrl, connections: PLAYERS, duration: seconds });
      console.log(
        `saturated, ${PLAYERS} conns   ${saturated.perSecond.toFixed(0)} battles/s  p50 ${fmt(percentile(saturated.sorted, 50))} ms  p99 ${fmt(percentile(saturated.sorted, 99))} ms  failed ${saturated.failed}` +
          `  (bare Hono ${Math.round(bareSaturated.requests.average)} req/s)`,
      );
    }
    if (phases.has('cpu')) {
      // CPU per start: robust where wall-clock figures are not (the machine is shared).
      await stock(client, players, Math.ceil(CPU_STARTS / PLAYERS) + 2);
      let done = 0;
      const measured = await cpuPerStart(
        () =>
          Promise.all(
            Array.from({ length: 10 }, async (_, w) => {
              while (done < CPU_STARTS) {
                const i = done++;
                await startBattle(base, players[(w * 5 + i) % PLAYERS]!);
              }
            }),
          ),
        () => done,
      );
      console.log(`CPU per start (${done} starts, 10 conns)   ${measured.line}`);
    }
    let withFeed: { sorted: number[]; failed: number; sent: number } | undefined;
    if (phases.has('sse')) {
      // Each player follows the next two: a start reaches the ~20 feed clients signed in as its two followers.
      await client.query(
        `insert into follows (follower_id, followed_id, created_at) select f, players[(i + k - 1) % cardinality(players) + 1], now()
         from (select $1::uuid[] as players) p, unnest($1::uuid[]) with ordinality as u(f, i), generate_series(1, 2) k on conflict do nothing`,
        [players.map((p) => p.id)],
      );
      await stock(client, players, perPlayer);
      /** The server's CPU over 5 s with no battles, in % of a core. */
      const idleCpu = async () => {
        const idle0 = cpuSeconds(serverPid);
        await sleep(5000);
        return `${(((cpuSeconds(serverPid) - idle0) / 5) * 100).toFixed(1)} % of a core`;
      };
      const idleAlone = await idleCpu();
      const feeds = await connectFeeds(base, players, sseClients);
      try {
        // What holding the clients costs by itself (the poller, keepalives), beside the same 5 s without them.
        console.log(`${sseClients} SSE clients connected (in their own process), no battles: server CPU ${await idleCpu()} (without clients ${idleAlone})`);
        const before = await feeds.events();
        const measured = await cpuPerStart(() => openLoop(seconds, (i) => startBattle(base, players[i % PLAYERS]!)), (r) => r.sent);
        withFeed = measured.result;
        // The feed polls once a second: give the last starts' events time to arrive before counting.
        await sleep(1500);
        console.log(
          `open loop ${RATE}/s with ${sseClients} SSE clients   p50 ${fmt(percentile(withFeed.sorted, 50))} ms  p99 ${fmt(percentile(withFeed.sorted, 99))} ms  max ${fmt(withFeed.sorted.at(-1) ?? NaN)} ms  failed ${withFeed.failed}/${withFeed.sent}  (${(await feeds.events()) - before} feed events delivered)`,
        );
        console.log(`  CPU per start        ${measured.line}`);
        console.log(`  where the time went  ${measured.where}`);
      } finally {
        feeds.close();
      }
    }
    if (!open && !withFeed) return true;
    if (!open) {
      const p99 = percentile(withFeed!.sorted, 99);
      const pass = p99 <= BUDGET_P99_MS && withFeed!.failed === 0;
      console.log(`  ${pass ? 'PASS' : 'FAIL'}  battle starts at ${RATE}/s with ${sseClients} feed clients: p99 ${p99.toFixed(1)} ms (≤ ${BUDGET_P99_MS} ms), ${withFeed!.failed} failed`);
      return pass;
    }

    const p99 = percentile(open.sorted, 99);
    let pass = p99 <= BUDGET_P99_MS && open.failed === 0;
    console.log(`  ${pass ? 'PASS' : 'FAIL'}  battle starts at ${RATE}/s from ${PLAYERS} players: p99 ${p99.toFixed(1)} ms (≤ ${BUDGET_P99_MS} ms), ${open.failed} failed`);
    if (withFeed) {
      const feedP99 = percentile(withFeed.sorted, 99);
      const feedPass = feedP99 <= BUDGET_P99_MS && withFeed.failed === 0;
      console.log(`  ${feedPass ? 'PASS' : 'FAIL'}  the same with ${sseClients} feed clients connected: p99 ${feedP99.toFixed(1)} ms (≤ ${BUDGET_P99_MS} ms), ${withFeed.failed} failed`);
      pass &&= feedPass;
    }
    return pass;
  } finally {
    for (const player of players) player.agent.destroy();
    await client.end().catch(() => undefined);
    if (server) await options.stopChild(server);
    execFileSync('bash', ['scripts/start-postgres.sh', '--stop', pgEnv.PG_DIR!], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}
