import { openDatabase, type Database } from './database';
import type { DatabaseLimits } from './databaseLimits';
import { applySeeds } from './seed';

/** Opens the configured database, applies pending migrations, then seeds a fresh one (once). */
export async function openPreparedDatabase(config: {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseLimits?: DatabaseLimits;
}): Promise<{ database: Database; seeded: string[] }> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const seeded = await applySeeds(database.db);
    return { database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
