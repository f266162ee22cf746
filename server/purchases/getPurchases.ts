import { GOODS_PACKS } from '../../src/content/economy/purchases';
import type { Db } from '../db/database';
import { purchaseRecordOf, purchaseRepository } from '../db/purchaseRepository';

/** The packs, which channels this server sells through, and the player's purchases. */
export async function getPurchases(input: { accountId: string; channels: { apple: boolean; telegramStars: boolean }; db: Db }) {
  const rows = await purchaseRepository.list(input.db, input.accountId);
  return { packs: GOODS_PACKS.map((p) => ({ ...p })), channels: input.channels, purchases: rows.map(purchaseRecordOf) };
}
