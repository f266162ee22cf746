import { z } from 'zod';
import { battleInputSchema } from './battleInput';
import { clientSeedSchema, serverSeedSchema } from './seedSchemas';
import { battleId, battleResult, campaignStageId, recordedBattleMode } from './battleMode';
import { battleReward } from './battleReward';

/** Who a side of a battle is: a player, a matchmaking bot, or the mode's own enemy (campaign stage, tower floor, random team). */
export const battleSideKind = z.enum(['player', 'bot', 'stage', 'floor', 'random']);
/** One of {@link battleSideKind}. */
export type BattleSideKind = z.infer<typeof battleSideKind>;

/** One side of a stored battle as anyone may see it (no private data: a display name, not an account). */
export const battleSide = z.object({
  kind: battleSideKind,
  /** The player's public id (their rankings row), null for bots and mode enemies. */
  playerId: z.string().uuid().nullable(),
  /** A display name for players and bots; for a stage `1-3`, for a floor its number, for random teams empty. */
  name: z.string(),
});
/** See {@link battleSide}. */
export type BattleSide = z.infer<typeof battleSide>;

/** A rating change of one player in a PvP battle (Elo, docs/GAME_RULES.md "Player versus player"). */
export const ratingChange = z.object({
  before: z.number().int(),
  after: z.number().int(),
  /** after - before. */
  change: z.number().int(),
});
/** See {@link ratingChange}. */
export type RatingChange = z.infer<typeof ratingChange>;

/** The commit–reveal parts of a battle's seed: enough for anyone to re-derive `input.seed`. */
export const battleFairness = z.object({
  /** Published before the team was locked. */
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** Revealed with the result; SHA-256 of it is `serverSeedHash`. */
  serverSeed: serverSeedSchema,
  clientSeed: clientSeedSchema,
});
/** See {@link battleFairness}. */
export type BattleFairness = z.infer<typeof battleFairness>;

/**
 * A battle as the server decided and stored it, public (share links): the inputs that re-run it (both teams,
 * seed, rules version), the seed's commit–reveal parts, the event-stream hash and winner, what it paid and how
 * ratings moved. Team 0 is always the attacker (the player who started it).
 */
export const battleRecord = z.object({
  id: battleId,
  mode: recordedBattleMode,
  createdAt: z.string().datetime(),
  attacker: battleSide,
  opponent: battleSide,
  /** Everything the engine needs to re-run the battle (team 0 the attacker). */
  input: battleInputSchema,
  fairness: battleFairness,
  /** The engine's hash of the event stream under `input.rulesVersion`. */
  eventHash: z.string(),
  /** 0 attacker, 1 opponent, null a draw (the round cap). */
  winner: z.union([z.literal(0), z.literal(1)]).nullable(),
  /** The attacker's result. */
  result: battleResult,
  rounds: z.number().int().nonnegative(),
  /** What the attacker was paid (through the ledger). */
  rewards: battleReward,
  /** Stamina the attacker spent. */
  staminaCost: z.number().int().nonnegative(),
  /** Campaign stage fought, else null. */
  stageId: campaignStageId.nullable(),
  /** Tower floor fought, else null. */
  floor: z.number().int().positive().nullable(),
  /** Campaign stars earned (1–3 on a win, 0 on a loss), else null. */
  stars: z.number().int().min(0).max(3).nullable(),
  /** True when this win cleared the campaign stage for the first time (first-clear reward). */
  firstClear: z.boolean(),
  /** PvP rating changes, else null. */
  attackerRating: ratingChange.nullable(),
  defenderRating: ratingChange.nullable(),
});
/** See {@link battleRecord}. */
export type BattleRecord = z.infer<typeof battleRecord>;
