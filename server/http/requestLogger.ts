import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

/** Logs one JSON line per request once it is answered: method, path, status, duration in ms. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const fields = { method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) logger.error('request', fields);
    else logger.info('request', fields);
  };
}
