import type { QuestBoard } from '../../src/contracts/quests/questEndpoints';
import { QUEST_IDS, QUEST_POOL, streakReward, type QuestId } from '../../src/content/quests/questPool';
import type { Db } from '../db/database';
import { questRepository } from '../db/questRepository';
import { questDay } from './questDay';

const isQuestId = (id: string): id is QuestId => (QUEST_IDS as readonly string[]).includes(id);

/** The reward of a quest of the pool. */
export function questReward(quest: QuestId) {
  return [...(QUEST_POOL.find((q) => q.id === quest)?.reward ?? [])];
}

/** Today's quests (made if missing) and the streak as the player sees them. */
export async function questBoardOf(db: Db, accountId: string, now: Date): Promise<QuestBoard> {
  const { day, yesterday, nextDayAt } = questDay(now);
  await questRepository.ensureDay(db, accountId, day);
  const [rows, streak] = await Promise.all([questRepository.ofDay(db, accountId, day), questRepository.streak(db, accountId)]);
  const claimedToday = streak?.lastDay === day;
  const running = streak && (streak.lastDay === day || streak.lastDay === yesterday) ? streak.length : 0;
  return {
    day,
    nextDayAt: nextDayAt.toISOString(),
    quests: rows.filter((r) => isQuestId(r.quest)).map((r) => ({
      slot: r.slot,
      quest: r.quest as QuestId,
      progress: r.progress,
      target: r.target,
      reward: questReward(r.quest as QuestId),
      claimed: r.claimedAt !== null,
    })),
    streak: { length: running, best: streak?.best ?? 0, claimedToday, reward: streakReward(claimedToday ? running : running + 1) },
  };
}
