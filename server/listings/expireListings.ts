import type { Db } from '../db/database';
import { marketCardMoves } from '../db/marketCardMoves';
import { marketRepository } from '../db/marketRepository';

/** Ends one listing past its expiry and frees its copy, in the caller's transaction; false when it was not due or not active. */
export async function expireListing(tx: Db, listingId: string, now: Date): Promise<boolean> {
  const closed = await marketRepository.close(tx, listingId, { status: 'expired' }, now);
  if (!closed) return false;
  await marketCardMoves.release(tx, closed.sellerId, closed.cardInstanceId);
  return true;
}

/**
 * Ends every listing past its expiry (of one seller when `sellerId` is given), in batches of `batch`, each batch
 * one transaction. Rows are taken FOR UPDATE SKIP LOCKED, so any number of processes (servers, the admin CLI)
 * may sweep at once without waiting on each other or on a buyer; a listing a buyer holds is that buyer's to
 * settle (its buy re-checks the expiry). Returns how many it ended.
 */
export async function expireListings(input: { db: Db; now: Date; sellerId?: string; batch?: number }): Promise<number> {
  const { db, now, sellerId, batch = 200 } = input;
  let total = 0;
  for (;;) {
    const ended = await db.transaction(async (tx) => {
      const due = await marketRepository.lockExpired(tx, now, batch, sellerId);
      let n = 0;
      for (const row of due) if (await expireListing(tx, row.id, now)) n += 1;
      return { n, more: due.length === batch };
    });
    total += ended.n;
    if (!ended.more) return total;
  }
}
