import type { Hono } from 'hono';
import type { ApiErrorBody } from '../../src/contracts/api';
import { errorFields, type Logger } from '../logger';
import { HttpError } from './httpError';

/**
 * Makes every failure a JSON error body: unknown routes 404 `not_found`, {@link HttpError}s as thrown,
 * anything else 500 `internal` with a generic message (the details go to the log, never to the client).
 */
export function installErrorResponses(app: Hono, logger: Logger): void {
  app.notFound((c) => {
    const body: ApiErrorBody = { error: { code: 'not_found', message: `No such endpoint: ${c.req.method} ${c.req.path}` } };
    return c.json(body, 404);
  });
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(error.toBody(), error.status);
    }
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, ...errorFields(error) });
    const body: ApiErrorBody = { error: { code: 'internal', message: 'Something went wrong on the server' } };
    return c.json(body, 500);
  });
}
