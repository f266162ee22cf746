import type { AppDeps } from '../appDeps';

/** Ends one listing past its expiry and frees its copy, in the caller's transaction; false when it was not due or not active. */
export async function expireListing(deps: Pick<AppDeps, 'db' | 'repositories'>, listingId: string, now: Date): Promise<boolean> {
  const closed = await deps.repositories.market.close(deps.db, listingId, { status: 'expired' }, now);
  if (!closed) return false;
  await deps.repositories.marketCards.release(deps.db, closed.sellerId, closed.cardInstanceId);
  return true;
}

/**
 * Ends every listing past its expiry (of one seller when `sellerId` is given), in batches of `batch`, each batch
 * one transaction. Rows are taken FOR UPDATE SKIP LOCKED, so any number of processes (servers, the admin CLI)
 * may sweep at once without waiting on each other or on a buyer; a listing a buyer holds is that buyer's to
 * settle (its buy re-checks the expiry). Returns how many it ended.
 */
export async function expireListings(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { now: Date; sellerId?: string; batch?: number }): Promise<number> {
  const { now, sellerId, batch = 200 } = input;
  let total = 0;
  for (;;) {
    const ended = await deps.db.transaction(async (tx) => {
      const due = await deps.repositories.market.lockExpired(tx, now, batch, sellerId);
      let n = 0;
      for (const row of due) if (await expireListing({ ...deps, db: tx }, row.id, now)) n += 1;
      return { n, more: due.length === batch };
    });
    total += ended.n;
    if (!ended.more) return total;
  }
}
