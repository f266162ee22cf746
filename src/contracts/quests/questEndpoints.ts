import { z } from 'zod';
import { QUEST_IDS } from '../../content/quests/questPool';
import { balances } from '../accounts/currency';
import { defineEndpoint } from '../api/endpoint';
import { battleReward } from '../battles/battleReward';

/** One of today's quests. */
export const dailyQuest = z.object({
  slot: z.number().int().min(0).max(2),
  quest: z.enum(QUEST_IDS),
  progress: z.number().int().nonnegative(),
  target: z.number().int().positive(),
  reward: battleReward,
  claimed: z.boolean(),
});
/** See {@link dailyQuest}. */
export type DailyQuest = z.infer<typeof dailyQuest>;

/** The login streak: the run of days in a row its reward was taken, and today's reward. */
export const loginStreak = z.object({
  /** Days in a row up to the last claim (0 when the run is broken: a day was missed). */
  length: z.number().int().nonnegative(),
  best: z.number().int().nonnegative(),
  claimedToday: z.boolean(),
  /** What claiming pays today (the day the run would reach), or paid today when claimed. */
  reward: battleReward,
});
/** See {@link loginStreak}. */
export type LoginStreak = z.infer<typeof loginStreak>;

/** Today's quests and the streak. */
export const questBoard = z.object({
  /** The UTC day (YYYY-MM-DD); quests and the streak turn at UTC midnight. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  nextDayAt: z.string().datetime(),
  quests: z.array(dailyQuest),
  streak: loginStreak,
});
/** See {@link questBoard}. */
export type QuestBoard = z.infer<typeof questBoard>;

/** GET /api/quests: today's three quests with progress, and the login streak. */
export const getQuests = defineEndpoint({
  method: 'GET',
  path: '/api/quests',
  summary: 'Today\'s three daily quests with progress and the login streak (days turn at UTC midnight)',
  auth: 'player',
  response: questBoard,
});

/** POST /api/quests/:slot/claim: pays a finished quest of today once. */
export const claimQuest = defineEndpoint({
  method: 'POST',
  path: '/api/quests/:slot/claim',
  summary: 'Claim a finished daily quest of today (paid once)',
  auth: 'player',
  params: z.object({ slot: z.coerce.number().int().min(0).max(2) }),
  response: z.object({ board: questBoard, balances }),
});

/** POST /api/quests/streak/claim: takes today's login-streak reward once. */
export const claimStreak = defineEndpoint({
  method: 'POST',
  path: '/api/quests/streak/claim',
  summary: 'Take today\'s login-streak reward (once a day; the run grows when yesterday was taken, else starts again)',
  auth: 'player',
  response: z.object({ board: questBoard, balances }),
});
