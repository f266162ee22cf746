import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markPoolError } from './databaseUnavailable';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As Drizzle wraps what the driver threw while running a query. */
const query = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it('sees a database that is down, restarting, unreachable or past its bounds, also wrapped as Drizzle wraps it', () => {
    for (const error of [
      coded('terminating connection due to administrator command', '57P01'),
      coded('the database system is starting up', '57P03'),
      coded('canceling statement due to lock timeout', '55P03'),
      coded('canceling statement due to statement timeout', '57014'),
      coded('connection failure', '08006'),
      query(coded('terminating connection due to administrator command', '57P01')),
      query(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
      query(coded('read ECONNRESET', 'ECONNRESET')),
      query(coded('write EPIPE', 'EPIPE')),
      query(new Error('Connection terminated unexpectedly')),
      query(new Error('Client has encountered a connection error and is not queryable')),
      query(new Error('Connection closed')),
      markPoolError(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
      markPoolError(new Error('timeout exceeded when trying to connect')),
      new Error('a use case failed', { cause: query(coded('read ECONNRESET', 'ECONNRESET')) }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves socket errors the driver did not raise alone: an SMTP, RPC or client socket resets the same way', () => {
    for (const error of [
      coded('read ECONNRESET', 'ECONNRESET'),
      coded('write EPIPE', 'EPIPE'),
      coded('connect ECONNREFUSED 10.0.0.5:587', 'ECONNREFUSED'),
      new Error('Connection closed'),
      new Error('Connection terminated unexpectedly'),
      new TypeError('fetch failed', { cause: coded('read ECONNRESET', 'ECONNRESET') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });

  it("leaves a request's own faults and the server's bugs alone", () => {
    for (const error of [
      coded('duplicate key value violates unique constraint', '23505'),
      coded('null value in column', '23502'),
      coded('could not serialize access', '40001'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      query(coded('duplicate key', '23505')),
      'a string',
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
