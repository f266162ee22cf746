import { z } from 'zod';

/** The four battle modes: campaign (/activity-levels), endless tower (/infinite-level-battle), random teams, player versus player. */
export const battleMode = z.enum(['campaign', 'tower', 'random_team', 'pvp']);
/** One of {@link battleMode}. */
export type BattleMode = z.infer<typeof battleMode>;

/** The mode of a stored battle: a mode a player starts, or a tournament pairing the server decided. */
export const recordedBattleMode = z.enum([...battleMode.options, 'tournament']);
/** One of {@link recordedBattleMode}. */
export type RecordedBattleMode = z.infer<typeof recordedBattleMode>;

/** A battle's result from one player's side. */
export const battleResult = z.enum(['win', 'loss', 'draw']);
/** One of {@link battleResult}. */
export type BattleResult = z.infer<typeof battleResult>;

/** A battle id (a UUID; the /battle?id= link and share links carry it). */
export const battleId = z.string().uuid();

/** A campaign stage id, e.g. `1-3` (chapter 1, stage 3). */
export const campaignStageId = z.string().regex(/^[1-9][0-9]?-[1-9][0-9]?$/, 'Use a stage id like 1-3');
