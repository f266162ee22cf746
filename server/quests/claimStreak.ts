import type { Balances } from '../../src/contracts/accounts/currency';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { QuestBoard } from '../../src/contracts/quests/questEndpoints';
import { streakReward } from '../../src/content/quests/questPool';
import { serverKey } from '../domain/economy/ledgerKey';
import type { QuestRefusalReason } from '../../src/contracts/quests/questRefusalReason';
import { questBoardOf } from './questBoardOf';
import { questDay } from './questDay';

/**
 * Takes today's login-streak reward once (docs/GAME_RULES.md "Daily quests and the streak"), in one transaction:
 * the streak row moves to today in one conditional upsert (the run grows when yesterday was taken, else starts at
 * 1), and the day's reward for that run length is credited under `streak-reward:<player>:<day>`.
 */
export async function claimStreak(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; now: Date }): Promise<Outcome<{ board: QuestBoard; balances: Balances }, QuestRefusalReason>> {
  const { accountId, now } = input;
  const { day, yesterday } = questDay(now);
  return deps.db.transaction(async (tx) => {
    const taken = await deps.repositories.quests.takeStreak(tx, accountId, day, yesterday);
    if (!taken) return refuse('streak_claimed');
    const posted = await deps.repositories.ledger.post(tx, { accountId, reason: 'streak_reward', reference: `streak:${day}:${taken.length}`, idempotencyKey: serverKey('streak-reward', accountId, day), legs: streakReward(taken.length) });
    return succeed({ board: await questBoardOf({ ...deps, db: tx }, accountId, now), balances: posted.balances });
  });
}
