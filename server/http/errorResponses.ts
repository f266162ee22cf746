import type { Hono } from 'hono';
import type { ApiErrorBody } from '../../src/contracts/api';
import { errorFields, type Logger } from '../logger';
import { KdfOverloadError } from '../domain/auth/kdfOverload';
import { CLIENT_CLOSED_REQUEST, isClientAbort } from './clientAbort';
import { isDatabaseUnavailable } from '../db/databaseUnavailable';
import { LedgerRefusal } from '../db/ledgerRepository';
import { HttpError } from './httpError';
import { LEDGER_REFUSALS } from './ledgerRefusals';
import { refusalError } from './refusalError';
import { accountFailure } from './accountRefusalError';

/**
 * Password hashing refused for load: the pool's queue is full (503 `server_busy`: everyone waits) or this address
 * has its share running (429 `rate_limited`); both say when to retry (a parameter and Retry-After).
 */
function kdfOverloadError(error: KdfOverloadError): HttpError {
  const reason = error.kind === 'pool_full' ? 'server_busy' : 'rate_limited';
  return accountFailure(reason, { retryAfterSeconds: error.retryAfterSeconds });
}

/** What a 503 for an unavailable database tells the client to wait before retrying. */
const DATABASE_RETRY_AFTER_SECONDS = 1;

/**
 * Makes every failure a JSON error body: unknown routes 404 `not_found`, {@link HttpError}s as thrown, password
 * hashing refused for load as a 503 or 429 with Retry-After, a database that is down or past its bounds as a 503
 * `unavailable` with Retry-After, a ledger refusal no use case answered as its 409 (a
 * reused key or a short balance is the player's conflict, not the server's fault), a client that went away as a
 * logged 499 (not a 5xx),
 * anything else 500 `internal` with a generic message (the details go to the log, never to the client).
 */
export function installErrorResponses(app: Hono, logger: Logger): void {
  app.notFound((c) => {
    const body: ApiErrorBody = { error: { code: 'not_found', message: `No such endpoint: ${c.req.method} ${c.req.path}` } };
    return c.json(body, 404);
  });
  app.onError((error, c) => {
    const answer =
      error instanceof KdfOverloadError ? kdfOverloadError(error) : error instanceof LedgerRefusal ? refusalError(error.refusal, LEDGER_REFUSALS) : error;
    if (answer instanceof HttpError) {
      if (answer.retryAfterSeconds !== undefined) c.header('Retry-After', String(answer.retryAfterSeconds));
      return c.json(answer.toBody(), answer.status);
    }
    if (isClientAbort(error, c)) {
      logger.info('client aborted', { method: c.req.method, path: c.req.path, error: error.message });
      return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    }
    // After the client-abort check: a request socket reset by its client also carries ECONNRESET.
    if (isDatabaseUnavailable(error)) {
      // The database is restarting, unreachable or stuck past its bounds: the request changed nothing (its
      // transaction rolled back), so the player may retry; an operator sees it in the log and the 5xx counters.
      logger.warn('database unavailable', { method: c.req.method, path: c.req.path, error: error.message });
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      const body: ApiErrorBody = { error: { code: 'unavailable', message: 'The game is briefly unavailable; try again in a moment.', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS } };
      return c.json(body, 503);
    }
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, ...errorFields(error) });
    const body: ApiErrorBody = { error: { code: 'internal', message: 'Something went wrong on the server' } };
    return c.json(body, 500);
  });
}
