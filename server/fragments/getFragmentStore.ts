import { storeOffer, storeRotation, storeRotationEnds } from '../../src/rules/fragmentStore/storeOffer';
import type { Db } from '../db/database';
import { fragmentStoreRepository } from '../db/fragmentStoreRepository';

/** Today's offer (by UTC date), when it ends, and what this player bought of each card in it. */
export async function getFragmentStore(input: { accountId: string; now: Date; db: Db }) {
  const { accountId, now, db } = input;
  const rotation = storeRotation(now);
  const counts = await fragmentStoreRepository.counts(db, accountId, rotation);
  return {
    rotation,
    endsAt: storeRotationEnds(now).toISOString(),
    offer: storeOffer(rotation).map((slot) => ({ ...slot, bought: counts.get(slot.cardId) ?? 0 })),
  };
}
