import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/**
 * gzip/deflate for text bodies over 1 KB when the client accepts it, with `Vary: Accept-Encoding` set before the
 * handler runs: Hono's `compress` adds it after, and a header added to a finished answer turns
 * `@hono/node-server`'s light response into a full Fetch `Response` with a body stream, on every JSON answer.
 */
export function compression(): MiddlewareHandler {
  const compressing = compress();
  return async (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    return compressing(c, next);
  };
}
