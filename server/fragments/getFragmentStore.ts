import { storeOffer, storeRotation, storeRotationEnds } from '../../src/rules/fragmentStore/storeOffer';
import type { AppDeps } from '../appDeps';

/** Today's offer (by UTC date), when it ends, and what this player bought of each card in it. */
export async function getFragmentStore(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; now: Date }) {
  const { accountId, now } = input;
  const rotation = storeRotation(now);
  const counts = await deps.repositories.fragmentStore.counts(deps.db, accountId, rotation);
  return {
    rotation,
    endsAt: storeRotationEnds(now).toISOString(),
    offer: storeOffer(rotation).map((slot) => ({ ...slot, bought: counts.get(slot.cardId) ?? 0 })),
  };
}
