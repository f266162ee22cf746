import type { MiddlewareHandler } from 'hono';

/** The Cache-Control of an API answer that does not choose its own (the live feed, written past Hono, sends it too). */
export const API_CACHE_CONTROL = 'no-store';

/**
 * `Cache-Control: no-store` on every API answer that did not choose its own: account data, sign-in answers that
 * set the session cookie and refusals must never be kept by a browser's or a proxy's cache (a shared computer,
 * a caching proxy in front of the server).
 */
export function noStoreApi(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', API_CACHE_CONTROL);
  };
}

