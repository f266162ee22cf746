import type { Balances } from '../../src/contracts/accounts/currency';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { QuestBoard } from '../../src/contracts/quests/questEndpoints';
import { streakReward } from '../../src/content/quests/questPool';
import type { Db } from '../db/database';
import { ledgerRepository } from '../db/ledgerRepository';
import { questRepository } from '../db/questRepository';
import { serverKey } from '../domain/economy/ledgerKey';
import type { QuestRefusalReason } from '../../src/contracts/quests/questRefusalReason';
import { questBoardOf } from './questBoardOf';
import { questDay } from './questDay';

/**
 * Takes today's login-streak reward once (docs/GAME_RULES.md "Daily quests and the streak"), in one transaction:
 * the streak row moves to today in one conditional upsert (the run grows when yesterday was taken, else starts at
 * 1), and the day's reward for that run length is credited under `streak-reward:<player>:<day>`.
 */
export async function claimStreak(input: { db: Db; accountId: string; now: Date }): Promise<Outcome<{ board: QuestBoard; balances: Balances }, QuestRefusalReason>> {
  const { db, accountId, now } = input;
  const { day, yesterday } = questDay(now);
  return db.transaction(async (tx) => {
    const taken = await questRepository.takeStreak(tx, accountId, day, yesterday);
    if (!taken) return refuse('streak_claimed');
    const posted = await ledgerRepository.post(tx, { accountId, reason: 'streak_reward', reference: `streak:${day}:${taken.length}`, idempotencyKey: serverKey('streak-reward', accountId, day), legs: streakReward(taken.length) });
    return succeed({ board: await questBoardOf(tx, accountId, now), balances: posted.balances });
  });
}
