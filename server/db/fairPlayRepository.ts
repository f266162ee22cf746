import { and, count, eq, gte, or } from 'drizzle-orm';
import type { Db } from './database';
import { battles } from './schema';

/** What fair play reads from stored battles. */
export const fairPlayRepository = {
  /** PvP battles between two accounts (either attacking) since `since`. */
  async duelsBetween(db: Db, a: string, b: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(battles)
      .where(
        and(
          eq(battles.mode, 'pvp'),
          gte(battles.createdAt, since),
          or(and(eq(battles.attackerId, a), eq(battles.defenderId, b)), and(eq(battles.attackerId, b), eq(battles.defenderId, a))),
        ),
      );
    return Number(row?.n ?? 0);
  },
};
