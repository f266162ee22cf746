import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { cardSource, type BurnedCard, type CardLock, type OwnedCard } from '../../src/contracts/cards/ownedCard';
import type { Db } from './database';
import { cardInstances } from './schema';

/** A live (not burned) card instance row. */
export type CardInstanceRow = typeof cardInstances.$inferSelect;

/** The owned-card DTO of a row. */
export function ownedCardOf(row: CardInstanceRow): OwnedCard {
  const how = cardSource.safeParse(row.sourceReason);
  return {
    instanceId: row.id,
    cardId: row.cardId,
    level: row.level,
    acquiredAt: row.acquiredAt.toISOString(),
    acquiredHow: how.success ? how.data : 'admin_adjustment',
    lockedBy: row.lockedBy === 'team' || row.lockedBy === 'market' ? row.lockedBy : null,
  };
}

/** The burned-card DTO of a burned row. */
export function burnedCardOf(row: CardInstanceRow): BurnedCard {
  if (!row.burnedAt) throw new Error(`card instance ${row.id} is not burned`);
  return { instanceId: row.id, cardId: row.cardId, level: row.level, burnedAt: row.burnedAt.toISOString(), fragments: row.burnFragments ?? 0 };
}

/** A copy to insert: a grant, purchase or reward. */
export interface NewCardInstance {
  accountId: string;
  cardId: string;
  level: number;
  sourceReason: OwnedCard['acquiredHow'];
  sourceRef: string | null;
  acquiredAt?: Date;
}

/**
 * Card instances: reads, and the conditional writes that keep a copy in exactly one state. Every method takes
 * the database or a transaction as its first argument, so a use case runs several in one transaction.
 */
export const cardRepository = {
  /** Inserts copies (a grant, a purchase); returns their rows. */
  async insert(db: Db, cards: readonly NewCardInstance[]): Promise<CardInstanceRow[]> {
    if (cards.length === 0) return [];
    return db.insert(cardInstances).values(cards.map((c) => ({ ...c }))).returning();
  },

  /** Every live copy of an account, newest first (ties by id, so the order is stable). */
  listOwned(db: Db, accountId: string): Promise<CardInstanceRow[]> {
    return db
      .select()
      .from(cardInstances)
      .where(and(eq(cardInstances.accountId, accountId), isNull(cardInstances.burnedAt)))
      .orderBy(desc(cardInstances.acquiredAt), asc(cardInstances.id));
  },

  /** Burned copies of an account, newest burn first. */
  listBurned(db: Db, accountId: string, limit = 200): Promise<CardInstanceRow[]> {
    return db
      .select()
      .from(cardInstances)
      .where(and(eq(cardInstances.accountId, accountId), isNotNull(cardInstances.burnedAt)))
      .orderBy(desc(cardInstances.burnedAt), asc(cardInstances.id))
      .limit(limit);
  },

  /** Copies burned by one burn request (its idempotency key), for a retried request's answer. */
  listBurnedBy(db: Db, accountId: string, burnRef: string): Promise<CardInstanceRow[]> {
    return db
      .select()
      .from(cardInstances)
      .where(and(eq(cardInstances.accountId, accountId), eq(cardInstances.burnRef, burnRef)))
      .orderBy(asc(cardInstances.id));
  },

  /**
   * Copies of an account among `ids` (burned ones too: the caller decides), locked FOR UPDATE in id order (one
   * lock order everywhere, so two requests naming the same copies queue instead of deadlocking). Copies of
   * other accounts are not returned. Card operations lock their card rows before the balance rows.
   */
  lockOwned(tx: Db, accountId: string, ids: readonly string[]): Promise<CardInstanceRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .select()
      .from(cardInstances)
      .where(and(eq(cardInstances.accountId, accountId), inArray(cardInstances.id, [...ids])))
      .orderBy(asc(cardInstances.id))
      .for('update');
  },

  /** Raises a copy from `fromLevel` by one, only if it is still live, at that level and not listed on the market. */
  async raiseLevel(tx: Db, accountId: string, id: string, fromLevel: number): Promise<CardInstanceRow | undefined> {
    const [row] = await tx
      .update(cardInstances)
      .set({ level: fromLevel + 1 })
      .where(
        and(
          eq(cardInstances.id, id),
          eq(cardInstances.accountId, accountId),
          eq(cardInstances.level, fromLevel),
          isNull(cardInstances.burnedAt),
          sql`${cardInstances.lockedBy} is distinct from 'market'`,
        ),
      )
      .returning();
    return row;
  },

  /** Burns one copy, only if it is still live and free; returns the burned row, or undefined when it was not. */
  async burn(tx: Db, accountId: string, id: string, fragments: number, burnRef: string, now: Date): Promise<CardInstanceRow | undefined> {
    const [row] = await tx
      .update(cardInstances)
      .set({ burnedAt: now, burnFragments: fragments, burnRef })
      .where(and(eq(cardInstances.id, id), eq(cardInstances.accountId, accountId), isNull(cardInstances.burnedAt), isNull(cardInstances.lockedBy)))
      .returning();
    return row;
  },

  /**
   * Sets or clears the lock of live copies (a team save locks with 'team', a market listing with 'market').
   * Only copies that are live and whose lock is `expected` change; returns the ids that changed.
   */
  async setLock(tx: Db, accountId: string, ids: readonly string[], lock: CardLock | null, expected: CardLock | null): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .update(cardInstances)
      .set({ lockedBy: lock })
      .where(
        and(
          eq(cardInstances.accountId, accountId),
          inArray(cardInstances.id, [...ids]),
          isNull(cardInstances.burnedAt),
          expected === null ? isNull(cardInstances.lockedBy) : eq(cardInstances.lockedBy, expected),
        ),
      )
      .returning({ id: cardInstances.id });
    return rows.map((r) => r.id);
  },
};

/** See {@link cardRepository}. */
export type CardRepository = typeof cardRepository;
