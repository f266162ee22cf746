import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './httpError';

/** The largest JSON body one group of routes reads. */
export interface RouteBodyLimit {
  /** A Hono path pattern. */
  path: string;
  maxBytes: number;
}

/**
 * Sign-in and account writes carry a few fields (the largest, Telegram initData or an ID token, is about 4 KB):
 * 16 KB. Everything else under /api: 64 KB (a team, a whitelist page). Stricter rules come first; a body over the
 * limit is refused with a 413 before any handler reads it (and is not read to its end).
 */
export const ROUTE_BODY_LIMITS: readonly RouteBodyLimit[] = [
  // An issue report may carry a screenshot of up to 1 MB as base64 (src/contracts/reports).
  { path: '/api/reports', maxBytes: 1536 * 1024 },
  { path: '/api/auth/*', maxBytes: 16 * 1024 },
  { path: '/api/account/*', maxBytes: 16 * 1024 },
  { path: '/api/*', maxBytes: 64 * 1024 },
];

/** Whether a request path falls under a limit's pattern (`/x/*`: the prefix; otherwise the exact path). */
const covers = (pattern: string, path: string) => (pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);

/**
 * Installs {@link ROUTE_BODY_LIMITS} (or `limits`) on `app`: each request is held to the first limit covering its
 * path. Only a body of unknown length (chunked) goes through Hono's `bodyLimit`, which counts it as it streams:
 * asking a request for its body stream builds a full Fetch `Request` (headers copied, an AbortController, a
 * stream), which cost a GET more than its database query. A GET or HEAD carries no body; a declared
 * Content-Length is checked as a number (Node's parser never reads past it).
 */
export function installBodyLimits(app: Hono, limits: readonly RouteBodyLimit[] = ROUTE_BODY_LIMITS): void {
  const checks = limits.map((limit) => {
    const tooLarge = (c: Context) => c.json(new HttpError(413, 'bad_request', `Request body is larger than ${limit.maxBytes / 1024} KB`).toBody(), 413);
    return { limit, tooLarge, streamed: bodyLimit({ maxSize: limit.maxBytes, onError: tooLarge }) };
  });
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const check = checks.find((m) => covers(m.limit.path, c.req.path));
    if (!check) return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > check.limit.maxBytes ? check.tooLarge(c) : next();
    }
    return check.streamed(c, next);
  });
}
