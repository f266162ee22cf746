import type { MysteryBox } from '../../src/contracts/mystery/mysteryBox';
import type { MysteryDrawRecord, MysterySeed } from '../../src/contracts/mystery/mysteryEndpoints';
import type { Db } from '../db/database';
import { mysteryDrawOf, mysteryRepository, mysterySeedOf } from '../db/mysteryRepository';
import { publishedBox } from './publishedBox';

/** The verifier page's data: the box, the player's seed pairs (revealed ones with the seed) and latest draws. */
export async function listMysteryHistory(input: { accountId: string; db: Db }): Promise<{ box: MysteryBox; seeds: MysterySeed[]; draws: MysteryDrawRecord[] }> {
  const { accountId, db } = input;
  const [seeds, draws] = await Promise.all([mysteryRepository.seeds(db, accountId), mysteryRepository.draws(db, accountId)]);
  return { box: publishedBox(), seeds: seeds.map(mysterySeedOf), draws: draws.map(mysteryDrawOf) };
}
