import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/** Rows of a raw query (both drivers answer `{ rows }`): for statements Drizzle's builders cannot say (CTEs that write). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
