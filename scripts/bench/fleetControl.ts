/**
 * Starting and watching `scripts/fleet.sh` from a benchmark: the fleet on a given PostgreSQL, its slots' pids and
 * ports, HAProxy's view of each process (the stats CSV), and a stop that waits for everything to exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A running fleet: the proxy's origin, its state folder and its process. */
export interface Fleet {
  origin: string;
  dir: string;
  statsUrl: string;
  child: ChildProcess;
  exit: Promise<number | null>;
  /** The pid of a slot's current process. */
  pid(slot: number): number;
  /** HAProxy's status of a slot's current process (UP, DOWN, MAINT, …). */
  status(slot: number): Promise<string>;
  stop(): Promise<void>;
}

/** The proxy's two ports: where it serves and where its stats page is. */
export interface ProxyPorts {
  proxy: number;
  stats: number;
}

/** Starts `scripts/fleet.sh` with `size` processes on `databaseUrl`; resolves once it printed its URL. */
export async function startFleet(root: string, size: number, databaseUrl: string, ports: ProxyPorts): Promise<Fleet> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tcg-bench-fleet-'));
  const child = spawn('bash', ['scripts/fleet.sh'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      FLEET_SIZE: String(size),
      FLEET_PORT: String(ports.proxy),
      FLEET_STATS_PORT: String(ports.stats),
      FLEET_DIR: dir,
      // No client files: the benchmark calls the API only (and fleet.sh would otherwise build the client).
      STATIC_DIR: path.join(root, 'scripts/bench/no-static-dir'),
      GUEST_STARTS_PER_HOUR: '1000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const open = /Open (http:\/\/\S+?)\/?\n/.exec(out);
      if (open?.[1]) resolve(open[1]);
    });
    void exit.then((code) => reject(new Error(`fleet exited (${code}) before it was up: ${stderr}`)));
  });
  const statsUrl = `http://127.0.0.1:${ports.stats}/stats;csv`;
  const slotFile = (slot: number, kind: 'pid' | 'server') => readFileSync(path.join(dir, `slot${slot}.${kind}`), 'utf8').trim();
  return {
    origin,
    dir,
    statsUrl,
    child,
    exit,
    pid: (slot) => Number(slotFile(slot, 'pid')),
    async status(slot) {
      const name = slotFile(slot, 'server');
      const csv = await (await fetch(statsUrl)).text();
      const row = csv.split('\n').map((line) => line.split(',')).find((cells) => cells[0] === 'game' && cells[1] === name);
      return row?.[17] ?? 'unknown';
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exit;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `probe` every 20 ms until it holds; resolves with the milliseconds that took. */
export async function millisUntil(probe: () => Promise<boolean> | boolean): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await probe()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
