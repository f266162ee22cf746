import type { MysterySeed } from '../../src/contracts/mystery/mysteryEndpoints';
import type { AppDeps } from '../appDeps';
import { mysterySeedOf } from '../db/mysteryRepository';

/**
 * Reveals the active server seed (its draws become verifiable) and commits to a new one with the client seed
 * the player chose, in one transaction under the player's mystery lock, so no draw runs between the two.
 */
export async function rotateMysterySeed(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; clientSeed: string; now: Date }): Promise<{ revealed: MysterySeed; active: MysterySeed }> {
  const { accountId, clientSeed, now } = input;
  return deps.db.transaction(async (tx) => {
    await deps.repositories.mystery.lockAccount(tx, accountId);
    const current = await deps.repositories.mystery.ensureActiveSeed(tx, accountId, now);
    const revealed = await deps.repositories.mystery.reveal(tx, current.id, now);
    const active = await deps.repositories.mystery.createSeed(tx, accountId, clientSeed, now);
    return { revealed: mysterySeedOf(revealed), active: mysterySeedOf(active) };
  });
}
