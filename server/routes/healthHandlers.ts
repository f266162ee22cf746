import type { health } from '../../src/contracts/api';
import type { Database } from '../db/database';
import type { Handler } from '../http/registerEndpoints';

/** GET /api/health: answers only after a database round trip succeeds (a failure becomes a 500). */
export function healthHandler(database: Database, version: string): Handler<typeof health> {
  return async () => {
    await database.ping();
    return { status: 'ok', version, database: database.kind };
  };
}
