import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * PostgreSQL error codes that mean "the database cannot serve this now", not "this request is wrong": connection
 * failures (class 08), the server shutting down or starting (57P01–57P03), a lock or statement timeout (55P03,
 * 57014), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '55P03', '57014', '53300']);
/** Socket errors of a database that is down or unreachable (only when the driver raised them: any socket has these). */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own messages for a connection it lost or could not get in time (they carry no code, so count only from the driver). */
const UNAVAILABLE_MESSAGES = [/timeout exceeded when trying to connect/i, /connection terminated/i, /not queryable/i, /Connection closed/i];

/** Errors the pool's checkout failed with (marked where database.ts wraps `pool.connect`); they are not wrapped by Drizzle. */
const fromPool = new WeakSet<Error>();

/** Marks `error` as raised by the database pool's checkout, so a socket error in it counts as the database's. */
export function markPoolError<E>(error: E): E {
  if (error instanceof Error) fromPool.add(error);
  return error;
}

/** Thrown when a transaction waited past its bound for a turn on the pool (server/db/transactionGate.ts). */
export class DatabaseBusyError extends Error {
  override readonly name = 'DatabaseBusyError';
  constructor(waitedMs: number) {
    super(`no database connection for a transaction within ${waitedMs} ms`);
  }
}

/**
 * Whether `error` (or any error in its `cause` chain: Drizzle wraps driver errors) says the database is down,
 * restarting, unreachable or too slow: such a request answers 503 `unavailable`, never a 500. A SQLSTATE can only
 * come from PostgreSQL; a socket error code or a lost-connection message counts only when the driver raised it (it
 * sits under a Drizzle query error, or the pool's checkout failed with it), since a reset SMTP, RPC or client socket
 * carries the same codes and is no database outage.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let fromDriver = false;
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof DatabaseBusyError) return true;
    fromDriver ||= fromPool.has(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (fromDriver && typeof code === 'string' && UNAVAILABLE_ERRNOS.has(code)) return true;
    if (fromDriver && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
    fromDriver ||= current instanceof DrizzleQueryError;
  }
  return false;
}
