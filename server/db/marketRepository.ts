import { and, asc, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BrowseQuery, MarketListing } from '../../src/contracts/market';
import type { Db } from './database';
import { marketListings, marketSales } from './schema';

/** A listing row. */
export type ListingRow = typeof marketListings.$inferSelect;
/** A sale row. */
export type SaleRow = typeof marketSales.$inferSelect;

/** The API view of a listing row for `viewerId`. */
export function listingOf(row: ListingRow, viewerId: string): MarketListing {
  return {
    id: row.id,
    cardId: row.cardId,
    level: row.level,
    rarity: row.rarity as MarketListing['rarity'],
    families: row.families as MarketListing['families'],
    element: row.element as MarketListing['element'],
    price: row.price,
    fee: row.fee,
    sellerNet: row.price - row.fee,
    status: row.status as MarketListing['status'],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    mine: row.sellerId === viewerId,
  };
}

/** A browse position: the sort key and the id of the last listing of a page. */
interface Cursor {
  v: number | string;
  id: string;
}

/** Encodes a browse position (opaque to the client). */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** Decodes a browse position; undefined when it is not one this server wrote. */
export function decodeCursor(text: string): Cursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { v, id } = value as Record<string, unknown>;
    if ((typeof v !== 'number' && typeof v !== 'string') || typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
    return { v, id };
  } catch {
    return undefined;
  }
}

/** The sort column, direction and cursor value of each sort. */
const SORTS = {
  price_asc: { column: marketListings.price, desc: false, value: (r: ListingRow): number | string => r.price },
  price_desc: { column: marketListings.price, desc: true, value: (r: ListingRow): number | string => r.price },
  newest: { column: marketListings.createdAt, desc: true, value: (r: ListingRow): number | string => r.createdAt.toISOString() },
  level_desc: { column: marketListings.level, desc: true, value: (r: ListingRow): number | string => r.level },
} as const;

/** Listings and sales: reads and the conditional writes that move a listing out of `active` exactly once. */
export const marketRepository = {
  /** Inserts a new active listing. */
  async insert(tx: Db, row: typeof marketListings.$inferInsert): Promise<ListingRow> {
    const [inserted] = await tx.insert(marketListings).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  },

  /** One listing by id. */
  async find(db: Db, id: string): Promise<ListingRow | undefined> {
    const [row] = await db.select().from(marketListings).where(eq(marketListings.id, id)).limit(1);
    return row;
  },

  /** The listing a seller created with this idempotency key, if any. */
  async findByCreateKey(db: Db, sellerId: string, key: string): Promise<ListingRow | undefined> {
    const [row] = await db.select().from(marketListings).where(and(eq(marketListings.sellerId, sellerId), eq(marketListings.createKey, key))).limit(1);
    return row;
  },

  /** The active listing of a copy, if any (expired or not). */
  async activeForCard(db: Db, cardInstanceId: string): Promise<ListingRow | undefined> {
    const [row] = await db.select().from(marketListings).where(and(eq(marketListings.cardInstanceId, cardInstanceId), eq(marketListings.status, 'active'))).limit(1);
    return row;
  },

  /** How many unexpired active listings a seller holds. */
  async countActive(db: Db, sellerId: string, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketListings)
      .where(and(eq(marketListings.sellerId, sellerId), eq(marketListings.status, 'active'), gt(marketListings.expiresAt, now)));
    return Number(row?.n ?? 0);
  },

  /**
   * Moves a listing out of `active` (the one conditional update every ending goes through): only if it is still
   * active, and for `sold` only if unexpired and not the buyer's own. Concurrent callers queue on the row lock
   * and re-check the condition, so exactly one wins; returns the row it closed, or undefined.
   */
  async close(tx: Db, id: string, to: { status: 'sold'; buyerId: string } | { status: 'cancelled'; sellerId: string } | { status: 'expired' }, now: Date): Promise<ListingRow | undefined> {
    const conditions: SQL[] = [eq(marketListings.id, id), eq(marketListings.status, 'active')];
    if (to.status === 'sold') conditions.push(gt(marketListings.expiresAt, now), sql`${marketListings.sellerId} <> ${to.buyerId}`);
    if (to.status === 'cancelled') conditions.push(eq(marketListings.sellerId, to.sellerId));
    if (to.status === 'expired') conditions.push(lte(marketListings.expiresAt, now));
    const [row] = await tx
      .update(marketListings)
      .set({ status: to.status, closedAt: now, buyerId: to.status === 'sold' ? to.buyerId : null })
      .where(and(...conditions))
      .returning();
    return row;
  },

  /**
   * Ids of active listings past their expiry, locked FOR UPDATE SKIP LOCKED: several processes sweeping at once
   * each take different rows, and a row a buyer or canceller holds is left for them.
   */
  async lockExpired(tx: Db, now: Date, limit: number, sellerId?: string): Promise<ListingRow[]> {
    const conditions: SQL[] = [eq(marketListings.status, 'active'), lte(marketListings.expiresAt, now)];
    if (sellerId) conditions.push(eq(marketListings.sellerId, sellerId));
    return tx
      .select()
      .from(marketListings)
      .where(and(...conditions))
      .orderBy(asc(marketListings.expiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  },

  /** One page of unexpired active listings matching `query`, in its sort (id breaks ties), after its cursor. */
  async browse(db: Db, query: BrowseQuery, cursor: Cursor | undefined, now: Date): Promise<{ rows: ListingRow[]; next: Cursor | null }> {
    const sort = SORTS[query.sort];
    const conditions: SQL[] = [eq(marketListings.status, 'active'), gt(marketListings.expiresAt, now)];
    if (query.cardId) conditions.push(eq(marketListings.cardId, query.cardId));
    if (query.family) conditions.push(sql`${query.family} = any(${marketListings.families})`);
    if (query.element) conditions.push(eq(marketListings.element, query.element));
    if (query.rarity) conditions.push(eq(marketListings.rarity, query.rarity));
    if (query.minLevel !== undefined) conditions.push(gte(marketListings.level, query.minLevel));
    if (query.maxLevel !== undefined) conditions.push(lte(marketListings.level, query.maxLevel));
    if (query.minPrice !== undefined) conditions.push(gte(marketListings.price, query.minPrice));
    if (query.maxPrice !== undefined) conditions.push(lte(marketListings.price, query.maxPrice));
    if (cursor) {
      const value = query.sort === 'newest' ? new Date(String(cursor.v)) : Number(cursor.v);
      const after = sort.desc ? sql`(${sort.column}, ${marketListings.id}) < (${value}, ${cursor.id})` : sql`(${sort.column}, ${marketListings.id}) > (${value}, ${cursor.id})`;
      conditions.push(after);
    }
    const order = sort.desc ? [desc(sort.column), desc(marketListings.id)] : [asc(sort.column), asc(marketListings.id)];
    const rows = await db
      .select()
      .from(marketListings)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return { rows: page, next: rows.length > query.limit && last ? { v: sort.value(last), id: last.id } : null };
  },

  /** A seller's active listings, then the latest `closed` closed ones. */
  async ofSeller(db: Db, sellerId: string, closed: number): Promise<ListingRow[]> {
    const active = await db.select().from(marketListings).where(and(eq(marketListings.sellerId, sellerId), eq(marketListings.status, 'active'))).orderBy(desc(marketListings.createdAt));
    const ended = await db
      .select()
      .from(marketListings)
      .where(and(eq(marketListings.sellerId, sellerId), sql`${marketListings.status} <> 'active'`))
      .orderBy(desc(marketListings.closedAt))
      .limit(closed);
    return [...active, ...ended];
  },

  /** Records a sale. */
  async recordSale(tx: Db, sale: SaleRow): Promise<void> {
    await tx.insert(marketSales).values(sale);
  },

  /** The sale of a listing, if it sold. */
  async saleOf(db: Db, listingId: string): Promise<SaleRow | undefined> {
    const [row] = await db.select().from(marketSales).where(eq(marketSales.listingId, listingId)).limit(1);
    return row;
  },

  /** A player's sales and purchases, newest first. */
  trades(db: Db, accountId: string, limit: number): Promise<SaleRow[]> {
    return db
      .select()
      .from(marketSales)
      .where(or(eq(marketSales.sellerId, accountId), eq(marketSales.buyerId, accountId)))
      .orderBy(desc(marketSales.soldAt))
      .limit(limit);
  },

  /** Sales of a card since `since` that count in price history, oldest first. */
  historySince(db: Db, cardId: string, since: Date): Promise<SaleRow[]> {
    return db
      .select()
      .from(marketSales)
      .where(and(eq(marketSales.cardId, cardId), eq(marketSales.inPriceHistory, true), gte(marketSales.soldAt, since)))
      .orderBy(asc(marketSales.soldAt));
  },

  /** The latest sales of a card that count in price history. */
  lastSales(db: Db, cardId: string, limit: number): Promise<SaleRow[]> {
    return db
      .select()
      .from(marketSales)
      .where(and(eq(marketSales.cardId, cardId), eq(marketSales.inPriceHistory, true)))
      .orderBy(desc(marketSales.soldAt))
      .limit(limit);
  },

  /** The lowest unexpired active price of a card and how many are listed. */
  async floorOf(db: Db, cardId: string, now: Date): Promise<{ floor: number | null; count: number }> {
    const [row] = await db
      .select({ floor: sql<string | null>`min(${marketListings.price})`, count: sql<number>`count(*)::int` })
      .from(marketListings)
      .where(and(eq(marketListings.cardId, cardId), eq(marketListings.status, 'active'), gt(marketListings.expiresAt, now)));
    return { floor: row?.floor == null ? null : Number(row.floor), count: Number(row?.count ?? 0) };
  },

  /** Listings by ids (for a bulk cancel's answer). */
  byIds(db: Db, ids: readonly string[]): Promise<ListingRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.select().from(marketListings).where(inArray(marketListings.id, [...ids]));
  },
};
