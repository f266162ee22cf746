import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './databaseUnavailable';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('sees a database that is down, restarting, unreachable or past its bounds, also wrapped as Drizzle wraps it', () => {
    for (const error of [
      coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      coded('terminating connection due to administrator command', '57P01'),
      coded('the database system is starting up', '57P03'),
      coded('canceling statement due to lock timeout', '55P03'),
      coded('canceling statement due to statement timeout', '57014'),
      coded('connection failure', '08006'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      new Error('Failed query: select 1', { cause: coded('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("leaves a request's own faults and the server's bugs alone", () => {
    for (const error of [
      coded('duplicate key value violates unique constraint', '23505'),
      coded('null value in column', '23502'),
      coded('could not serialize access', '40001'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('Failed query: insert …', { cause: coded('duplicate key', '23505') }),
      'a string',
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
