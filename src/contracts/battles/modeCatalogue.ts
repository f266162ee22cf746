import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { teamInputSchema } from './battleInput';
import { battleMode, campaignStageId } from './battleMode';
import { battleReward } from './battleReward';

/** A daily battle limit and how much of it the player used today (UTC day). */
export const dailyLimit = z.object({
  limit: z.number().int().positive(),
  used: z.number().int().nonnegative(),
  /** Start of the next UTC day, when `used` goes back to 0. */
  resetsAt: z.string().datetime(),
});
/** See {@link dailyLimit}. */
export type DailyLimit = z.infer<typeof dailyLimit>;

/** What one mode costs and pays, shown before the player commits. */
export const modeTerms = z.object({
  mode: battleMode,
  staminaCost: z.number().int().nonnegative(),
  /** Paid on a win (campaign: the repeat reward; the first clear pays its own, per stage). */
  winReward: battleReward,
  /** Paid on a loss or a draw (may be empty). */
  lossReward: battleReward,
  /** Null when the mode has no daily limit. */
  daily: dailyLimit.nullable(),
});
/** See {@link modeTerms}. */
export type ModeTerms = z.infer<typeof modeTerms>;

/** A campaign stage's state for the player: locked until the previous stage is won. */
export const stageState = z.enum(['locked', 'open', 'cleared']);
/** One of {@link stageState}. */
export type StageState = z.infer<typeof stageState>;

/** A campaign stage as the player sees it: its enemy (for the win-odds preview), cost, rewards, state and stars. */
export const campaignStageView = z.object({
  id: campaignStageId,
  chapter: z.number().int().positive(),
  /** Position in its chapter, from 1. */
  number: z.number().int().positive(),
  /** i18n key of its name in the `modes` namespace (`stages.<id>`). */
  nameKey: z.string(),
  enemyLevel: z.number().int().positive(),
  enemy: teamInputSchema,
  staminaCost: z.number().int().positive(),
  firstClearReward: battleReward,
  repeatReward: battleReward,
  state: stageState,
  /** Best stars earned (0 when never won). */
  stars: z.number().int().min(0).max(3),
});
/** See {@link campaignStageView}. */
export type CampaignStageView = z.infer<typeof campaignStageView>;

/** A campaign chapter and its stages, in order. */
export const campaignChapterView = z.object({
  chapter: z.number().int().positive(),
  /** i18n key of its name in the `modes` namespace (`chapters.<n>`). */
  nameKey: z.string(),
  stages: z.array(campaignStageView),
});
/** See {@link campaignChapterView}. */
export type CampaignChapterView = z.infer<typeof campaignChapterView>;

/** The tower as the player sees it: best floor and the next floor's enemy (for the preview). */
export const towerView = z.object({
  bestFloor: z.number().int().nonnegative(),
  nextFloor: z.number().int().positive(),
  nextEnemy: teamInputSchema,
  nextEnemyLevel: z.number().int().positive(),
  /** Paid for clearing the next floor. */
  nextReward: battleReward,
});
/** See {@link towerView}. */
export type TowerView = z.infer<typeof towerView>;

/** The player's PvP standing. */
export const pvpView = z.object({
  rating: z.number().int(),
  /** True when the player has a defence team (others can then fight it). */
  hasDefenceTeam: z.boolean(),
});
/** See {@link pvpView}. */
export type PvpView = z.infer<typeof pvpView>;

/** GET /api/battles/modes: every mode's terms and the player's progress in them. */
export const battleModes = defineEndpoint({
  method: 'GET',
  path: '/api/battles/modes',
  summary: 'Battle modes: stamina cost, rewards, daily limits, campaign stages with lock state and stars, tower best floor, PvP rating',
  auth: 'player',
  response: z.object({
    modes: z.array(modeTerms),
    campaign: z.object({
      chapters: z.array(campaignChapterView),
      totalStars: z.number().int().nonnegative(),
      maxStars: z.number().int().positive(),
    }),
    tower: towerView,
    pvp: pvpView,
  }),
});
