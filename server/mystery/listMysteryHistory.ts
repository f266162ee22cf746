import type { MysteryBox } from '../../src/contracts/mystery/mysteryBox';
import type { AppDeps } from '../appDeps';
import type { MysteryDrawRecord, MysterySeed } from '../../src/contracts/mystery/mysteryEndpoints';
import { mysteryDrawOf, mysterySeedOf } from '../db/mysteryRepository';
import { publishedBox } from './publishedBox';

/** The verifier page's data: the box, the player's seed pairs (revealed ones with the seed) and latest draws. */
export async function listMysteryHistory(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string }): Promise<{ box: MysteryBox; seeds: MysterySeed[]; draws: MysteryDrawRecord[] }> {
  const { accountId } = input;
  const [seeds, draws] = await Promise.all([deps.repositories.mystery.seeds(deps.db, accountId), deps.repositories.mystery.draws(deps.db, accountId)]);
  return { box: publishedBox(), seeds: seeds.map(mysterySeedOf), draws: draws.map(mysteryDrawOf) };
}
