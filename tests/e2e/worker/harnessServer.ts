import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const outDir = path.join(repo, '.tmp/worker-harness');

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.map': 'application/json' };

/** Builds the harness with Vite (own config, not the app's) and serves it on an ephemeral port. */
export async function startHarness(): Promise<{ url: string; close: () => Promise<void> }> {
  const began = Date.now();
  await build({
    root: path.join(here, 'harness'),
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, minify: false, sourcemap: false },
    worker: { format: 'es' },
  });
  const server: Server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(outDir, urlPath === '/' ? 'index.html' : urlPath);
    if (!file.startsWith(outDir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // In the run's log: a build that grows shows there long before it nears its hook's timeout.
  console.log(`worker harness built and serving on port ${port} after ${((Date.now() - began) / 1000).toFixed(1)} s`);
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
