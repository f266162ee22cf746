import type { MysteryBox } from '../../src/contracts/mystery/mysteryBox';
import type { AppDeps } from '../appDeps';
import type { MysterySeed } from '../../src/contracts/mystery/mysteryEndpoints';
import { MYSTERY_BOX } from '../../src/content/economy/mysteryShop';
import { mysterySeedOf } from '../db/mysteryRepository';
import { publishedBox } from './publishedBox';

/** What the shop screen shows before a draw. */
export interface MysteryShopView {
  box: MysteryBox;
  seed: MysterySeed;
  pity: { count: number; after: number };
}

/** The published box, the committed seed pair (made on the first visit) and the pity counter. */
export async function getMysteryShop(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; now: Date }): Promise<MysteryShopView> {
  const { accountId, now } = input;
  const seed = await deps.repositories.mystery.ensureActiveSeed(deps.db, accountId, now);
  const pity = await deps.repositories.mystery.pity(deps.db, accountId);
  return { box: publishedBox(), seed: mysterySeedOf(seed), pity: { count: pity, after: MYSTERY_BOX.pity.after } };
}
