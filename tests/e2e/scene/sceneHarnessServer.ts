import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');

const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.webp': 'image/webp', '.json': 'application/json',
};

/**
 * Builds the scene harness (React + the real BattleScene, engine in the page) with Vite and serves it. Paths under
 * /art/ answer 404 unless `artDir` is given, so the tests prove the drawn placeholders (the art is generated
 * elsewhere); with `artDir` they are served from it.
 */
export async function startSceneHarness(artDir?: string): Promise<{ url: string; close: () => Promise<void> }> {
  const began = Date.now();
  // Each harness builds into its own folder: two spec files' harnesses (one per worker) once shared one, and a build
  // emptying it under the other's page left that page without its scripts ('#status' never appeared).
  mkdirSync(path.join(repo, '.tmp'), { recursive: true });
  const outDir = mkdtempSync(path.join(repo, '.tmp/scene-harness-'));
  await build({
    root: path.join(here, 'harness'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, minify: true, sourcemap: false, target: 'es2022' },
  });
  const server: Server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const base = urlPath.startsWith('/art/') ? artDir : outDir;
    const file = base ? path.join(base, urlPath === '/' ? 'index.html' : urlPath.replace(/^\/art\//, '/')) : '';
    if (!base || !file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // In the run's log: a build that grows shows there long before it nears its hook's timeout.
  console.log(`scene harness built and serving on port ${port} after ${((Date.now() - began) / 1000).toFixed(1)} s`);
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))).finally(() => rmSync(outDir, { recursive: true, force: true })),
  };
}
