import type { Balances } from '../../src/contracts/accounts/currency';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { QuestBoard } from '../../src/contracts/quests/questEndpoints';
import type { QuestId } from '../../src/content/quests/questPool';
import { serverKey } from '../domain/economy/ledgerKey';
import type { QuestRefusalReason } from '../../src/contracts/quests/questRefusalReason';
import { questBoardOf, questReward } from './questBoardOf';
import { questDay } from './questDay';

/**
 * Pays a finished quest of today once, in one transaction: the conditional update that sets `claimed_at` (only one
 * of two concurrent claims finds the row unclaimed) and the ledger credit under `quest-reward:<player>:<day>:<slot>`.
 * Yesterday's unclaimed quests are gone at UTC midnight.
 */
export async function claimQuest(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; slot: number; now: Date }): Promise<Outcome<{ board: QuestBoard; balances: Balances }, QuestRefusalReason>> {
  const { accountId, slot, now } = input;
  const { day } = questDay(now);
  return deps.db.transaction(async (tx) => {
    await deps.repositories.quests.ensureDay(tx, accountId, day);
    const claimed = await deps.repositories.quests.claim(tx, accountId, day, slot, now);
    if (!claimed) {
      const row = (await deps.repositories.quests.ofDay(tx, accountId, day)).find((r) => r.slot === slot);
      if (!row) return refuse('quest_not_found');
      if (row.claimedAt) return refuse('quest_claimed');
      return refuse('quest_incomplete', { progress: row.progress, target: row.target });
    }
    const ledger = deps.repositories.ledger;
    const posted = await ledger.post(tx, { accountId, reason: 'quest_reward', reference: `quest:${day}:${claimed.quest}`, idempotencyKey: serverKey('quest-reward', accountId, day, slot), legs: questReward(claimed.quest as QuestId) });
    return succeed({ board: await questBoardOf({ ...deps, db: tx }, accountId, now), balances: posted.balances });
  });
}
