import type { QuestBoard } from '../../src/contracts/quests/questEndpoints';
import type { AppDeps } from '../appDeps';
import { QUEST_IDS, QUEST_POOL, streakReward, type QuestId } from '../../src/content/quests/questPool';
import { questDay } from './questDay';

const isQuestId = (id: string): id is QuestId => (QUEST_IDS as readonly string[]).includes(id);

/** The reward of a quest of the pool. */
export function questReward(quest: QuestId) {
  return [...(QUEST_POOL.find((q) => q.id === quest)?.reward ?? [])];
}

/** Today's quests (made if missing) and the streak as the player sees them. */
export async function questBoardOf(deps: Pick<AppDeps, 'db' | 'repositories'>, accountId: string, now: Date): Promise<QuestBoard> {
  const { day, yesterday, nextDayAt } = questDay(now);
  await deps.repositories.quests.ensureDay(deps.db, accountId, day);
  const [rows, streak] = await Promise.all([deps.repositories.quests.ofDay(deps.db, accountId, day), deps.repositories.quests.streak(deps.db, accountId)]);
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
