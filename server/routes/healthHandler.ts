import type { health } from '../../src/contracts/api';
import type { AppDeps } from '../appDeps';
import { databaseCheck } from '../health/databaseCheck';
import type { Handler } from '../http/registerEndpoints';

/**
 * GET /api/health: answers from memory, backed by a database round trip at most `DEFAULT_HEALTH_MAX_AGE_MS`
 * old (`databaseCheck`); a failed round trip becomes a 500.
 */
export function healthHandler(deps: Pick<AppDeps, 'database' | 'version'>): Handler<typeof health> {
  const { database, version } = deps;
  const checkDatabase = databaseCheck(() => database.ping());
  return async () => {
    const checked = await checkDatabase();
    if (!checked.ok) throw checked.error;
    return { status: 'ok', version, database: database.kind };
  };
}
