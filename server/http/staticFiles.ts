import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { contentTypeFor } from './contentTypes';

/** Cache-Control of Vite's content-hashed files: a changed file gets a new name, so cache forever. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else (index.html, service worker, manifest, locales, icons): revalidate. */
export const revalidateCache = 'no-cache';

/** How a URL path is cached: hashed files under /assets/ are immutable, the rest revalidates (ETag). */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? immutableCache : revalidateCache;
}

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>TCG: client not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>The game client is not built</h1>
<p>The server is running, but it found no <code>index.html</code> in its static directory.
Run <code>npm run build</code> (or <code>npm start</code>, which builds and serves) and reload this page.</p>
<p>The API is available under <a href="/api/health">/api/health</a>.</p>
</body></html>`;

/** Maps a URL path to a file inside `root`, or null if it escapes the root or cannot be decoded. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file.startsWith(root + path.sep) ? file : null;
}

async function fileStat(file: string | null) {
  if (!file) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** Files wallets fetch from their own origin (TON Connect reads the manifest and its icon): readable by any site. */
const PUBLIC_TO_ANY_ORIGIN = new Set(['/tonconnect-manifest.json', '/tonconnect-icon.png']);

/** Sends one file with its type, caching policy and a weak ETag; answers 304 when the ETag matches. */
async function sendFile(c: Context, file: string, info: { size: number; mtimeMs: number }, cacheControl: string) {
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': contentTypeFor(file),
    'Cache-Control': cacheControl,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    ...(PUBLIC_TO_ANY_ORIGIN.has(c.req.path) ? { 'Access-Control-Allow-Origin': '*' } : {}),
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  // Read per request (no cache in memory), so replacing the folder's contents (a redeploy) shows at once.
  const content = await readFile(file);
  return c.body(new Uint8Array(content), 200, { ...headers, 'Content-Length': String(content.length) });
}

/**
 * Serves the built client from `staticDir` for GET outside /api (Hono answers HEAD from GET): files as they are, a missing
 * file under /assets/ as 404 (a stale chunk must fail loudly, not parse HTML as JS), and any other path
 * as index.html so client-side routing works. Without index.html: a 503 page saying to build.
 */
export function serveStaticFiles(staticDir: string) {
  const root = path.resolve(staticDir);
  return async (c: Context): Promise<Response> => {
    const urlPath = c.req.path;
    if (urlPath === '/api' || urlPath.startsWith('/api/')) return c.notFound();
    const file = resolveInside(root, urlPath);
    const info = await fileStat(file);
    if (file && info) return sendFile(c, file, info, cacheControlFor(urlPath));
    if (urlPath.startsWith('/assets/')) {
      return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    }
    const index = path.join(root, 'index.html');
    const indexInfo = await fileStat(index);
    if (!indexInfo) return c.html(notBuiltPage, 503, { 'Cache-Control': 'no-store', 'Retry-After': '10' });
    return sendFile(c, index, indexInfo, revalidateCache);
  };
}
