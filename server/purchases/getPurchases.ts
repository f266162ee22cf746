import { GOODS_PACKS } from '../../src/content/economy/purchases';
import type { AppDeps } from '../appDeps';
import { purchaseRecordOf } from '../db/purchaseRepository';

/** The packs, which channels this server sells through, and the player's purchases. */
export async function getPurchases(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; channels: { apple: boolean; telegramStars: boolean } }) {
  const rows = await deps.repositories.purchases.list(deps.db, input.accountId);
  return { packs: GOODS_PACKS.map((p) => ({ ...p })), channels: input.channels, purchases: rows.map(purchaseRecordOf) };
}
