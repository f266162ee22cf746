/**
 * PostgreSQL error codes that mean "the database cannot serve this now", not "this request is wrong": connection
 * failures (class 08), the server shutting down or starting (57P01–57P03), a lock or statement timeout (55P03,
 * 57014), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '55P03', '57014', '53300']);
/** Socket errors of a database that is down or unreachable. */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own messages for a connection it lost or could not get in time (they carry no code). */
const UNAVAILABLE_MESSAGES = [/timeout exceeded when trying to connect/i, /connection terminated/i, /not queryable/i, /Connection closed/i];

/** Thrown when a transaction waited past its bound for a turn on the pool (server/db/transactionGate.ts). */
export class DatabaseBusyError extends Error {
  override readonly name = 'DatabaseBusyError';
  constructor(waitedMs: number) {
    super(`no database connection for a transaction within ${waitedMs} ms`);
  }
}

/**
 * Whether `error` (or any error in its `cause` chain: Drizzle wraps driver errors) says the database is down,
 * restarting, unreachable or too slow: such a request answers 503 `unavailable`, never a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof DatabaseBusyError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
  }
  return false;
}
