/**
 * The yardstick of `npm run bench:fleet`: HAProxy with the fleet's own configuration (deploy/haproxy.cfg) in front of
 * the bare Hono app (bareHono.ts) instead of game processes, so the proxy's own cost shows beside the fleet's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { millisUntil } from './fleetControl';

/** A bare Hono app and HAProxy in front of it: their URLs and a stop. */
export interface BareProxy {
  bareUrl: string;
  proxyUrl: string;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Starts bare Hono on `barePort` and HAProxy on `proxyPort` (stats on `statsPort`); resolves once both answer. */
export async function startBareProxy(root: string, barePort: number, proxyPort: number, statsPort: number): Promise<BareProxy> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tcg-bare-proxy-'));
  const config = readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8')
    .replace(/^ {4}server app1 .*$/m, `    server bare 127.0.0.1:${barePort}`)
    .replace(/^ {4}server app\d+ .*\n/gm, '')
    .replace('option httpchk GET /api/health', 'option httpchk GET /bare');
  writeFileSync(path.join(dir, 'haproxy.cfg'), config);
  const bare = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bareHono.ts'], { cwd: root, env: { ...process.env, PORT: String(barePort) }, stdio: 'ignore' });
  const proxy = spawn('haproxy', ['-db', '-f', path.join(dir, 'haproxy.cfg')], {
    cwd: root,
    env: { ...process.env, TCG_BIND: `127.0.0.1:${proxyPort}`, TCG_STATS_BIND: `127.0.0.1:${statsPort}`, TCG_ADMIN_SOCKET: path.join(dir, 'haproxy.sock'), TCG_ERRORS_DIR: path.join(root, 'deploy/errors') },
    stdio: 'ignore',
  });
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  const proxyUrl = `http://127.0.0.1:${proxyPort}/bare`;
  await millisUntil(() => fetch(proxyUrl).then((r) => r.ok, () => false));
  return {
    bareUrl,
    proxyUrl,
    async stop() {
      proxy.kill('SIGTERM');
      bare.kill('SIGTERM');
      await Promise.all([exited(proxy), exited(bare)]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
