import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './database';
import { cardInstances } from './schema';
import type { CardInstanceRow } from './cardRepository';

/** The card-row writes of the market: escrow release and the move of a sold copy (conditional, like every card write). */
export const marketCardRepository = {
  /** One copy by id, whoever owns it (a sold copy's current state). */
  async find(db: Db, instanceId: string): Promise<CardInstanceRow | undefined> {
    const [row] = await db.select().from(cardInstances).where(eq(cardInstances.id, instanceId)).limit(1);
    return row;
  },

  /** Frees a copy held by the market (cancel, expiry); true when it was held. */
  async release(tx: Db, accountId: string, instanceId: string): Promise<boolean> {
    const rows = await tx
      .update(cardInstances)
      .set({ lockedBy: null })
      .where(and(eq(cardInstances.id, instanceId), eq(cardInstances.accountId, accountId), eq(cardInstances.lockedBy, 'market'), isNull(cardInstances.burnedAt)))
      .returning({ id: cardInstances.id });
    return rows.length === 1;
  },

  /** Moves a sold copy from the seller's escrow to the buyer, free; undefined when it was not in escrow. */
  async transfer(tx: Db, input: { instanceId: string; sellerId: string; buyerId: string; listingId: string; now: Date }): Promise<CardInstanceRow | undefined> {
    const [row] = await tx
      .update(cardInstances)
      .set({ accountId: input.buyerId, lockedBy: null, sourceReason: 'market_purchase', sourceRef: `market:${input.listingId}`, acquiredAt: input.now })
      .where(and(eq(cardInstances.id, input.instanceId), eq(cardInstances.accountId, input.sellerId), eq(cardInstances.lockedBy, 'market'), isNull(cardInstances.burnedAt)))
      .returning();
    return row;
  },
};
