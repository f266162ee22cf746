import type { MysteryBox } from '../../src/contracts/mystery/mysteryBox';
import type { MysterySeed } from '../../src/contracts/mystery/mysteryEndpoints';
import { MYSTERY_BOX } from '../../src/content/economy/mysteryShop';
import type { Db } from '../db/database';
import { mysteryRepository, mysterySeedOf } from '../db/mysteryRepository';
import { publishedBox } from './publishedBox';

/** What the shop screen shows before a draw. */
export interface MysteryShopView {
  box: MysteryBox;
  seed: MysterySeed;
  pity: { count: number; after: number };
}

/** The published box, the committed seed pair (made on the first visit) and the pity counter. */
export async function getMysteryShop(input: { accountId: string; now: Date; db: Db }): Promise<MysteryShopView> {
  const { accountId, now, db } = input;
  const seed = await mysteryRepository.ensureActiveSeed(db, accountId, now);
  const pity = await mysteryRepository.pity(db, accountId);
  return { box: publishedBox(), seed: mysterySeedOf(seed), pity: { count: pity, after: MYSTERY_BOX.pity.after } };
}
