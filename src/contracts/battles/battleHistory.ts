import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { battleId, battleResult, campaignStageId, recordedBattleMode } from './battleMode';
import { battleSide, ratingChange } from './battleRecord';
import { battleReward } from './battleReward';

/** The player's part in a battle of their history. */
export const battleRole = z.enum(['attacker', 'defender']);
/** One of {@link battleRole}. */
export type BattleRole = z.infer<typeof battleRole>;

/** One row of /my-battles, seen from the player's side (a defender sees the attacker as the opponent). */
export const battleHistoryEntry = z.object({
  id: battleId,
  mode: recordedBattleMode,
  role: battleRole,
  /** The player's result. */
  result: battleResult,
  opponent: battleSide,
  /** Paid to the player (defenders are paid nothing). */
  rewards: battleReward,
  /** The player's rating change (PvP), else null. */
  rating: ratingChange.nullable(),
  stageId: campaignStageId.nullable(),
  floor: z.number().int().positive().nullable(),
  stars: z.number().int().min(0).max(3).nullable(),
  createdAt: z.string().datetime(),
});
/** See {@link battleHistoryEntry}. */
export type BattleHistoryEntry = z.infer<typeof battleHistoryEntry>;

/** An opaque cursor of the history (the server's encoding of the last row's time and id). */
export const historyCursor = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Use the nextCursor of the previous page');

/** Filters and the page of GET /api/battles. */
export const battleHistoryQuery = z.object({
  mode: recordedBattleMode.optional(),
  result: battleResult.optional(),
  role: battleRole.optional(),
  cursor: historyCursor.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
/** See {@link battleHistoryQuery}. */
export type BattleHistoryQuery = z.infer<typeof battleHistoryQuery>;

/** GET /api/battles (/my-battles): the player's battles, newest first, including those where they defended. */
export const listBattles = defineEndpoint({
  method: 'GET',
  path: '/api/battles',
  summary: 'The player\'s battle history (as attacker and defender), newest first, filterable, cursor-paginated',
  auth: 'player',
  query: battleHistoryQuery,
  response: z.object({
    items: z.array(battleHistoryEntry),
    /** Pass as `cursor` for the next (older) page; null on the last page. */
    nextCursor: historyCursor.nullable(),
  }),
});
