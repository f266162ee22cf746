import type { MysterySeed } from '../../src/contracts/mystery/mysteryEndpoints';
import type { Db } from '../db/database';
import { mysteryRepository, mysterySeedOf } from '../db/mysteryRepository';

/**
 * Reveals the active server seed (its draws become verifiable) and commits to a new one with the client seed
 * the player chose, in one transaction under the player's mystery lock, so no draw runs between the two.
 */
export async function rotateMysterySeed(input: { accountId: string; clientSeed: string; now: Date; db: Db }): Promise<{ revealed: MysterySeed; active: MysterySeed }> {
  const { accountId, clientSeed, now, db } = input;
  return db.transaction(async (tx) => {
    await mysteryRepository.lockAccount(tx, accountId);
    const current = await mysteryRepository.ensureActiveSeed(tx, accountId, now);
    const revealed = await mysteryRepository.reveal(tx, current.id, now);
    const active = await mysteryRepository.createSeed(tx, accountId, clientSeed, now);
    return { revealed: mysterySeedOf(revealed), active: mysterySeedOf(active) };
  });
}
