import type { BattleEvent, BattleInput, BattleVerdict } from '../../engine';
import type { CoachFound, CoachInput, CoachProgress } from './coach';
import type { WinOddsProgress, WinOddsSlice, WinOddsTally } from './winOdds';

export type { BattleEvent, BattleVerdict } from '../../engine';

/** Called with each round's events (the first call: battle start and synergies) as soon as they are computed. */
export type RoundCallback = (events: BattleEvent[]) => void | Promise<void>;

/**
 * The battle worker's API (workers/battle.worker.ts behind Comlink). Inputs are validated in the page, before they
 * are sent (the clients call parseWorkerInput with battleInputSchema, winOddsSliceSchema, coachInputSchema: a bad
 * input rejects with a clear message and nothing is played), so the worker carries no zod; in the worker the
 * engine still refuses a team it cannot field (validateBattleInput).
 */
export interface BattleWorkerApi {
  /**
   * Plays a battle, streaming one chunk per round to `onRound` (awaited, so a slow consumer paces the worker).
   * Resolves with the verdict, or null if {@link BattleWorkerApi.cancel} stopped it.
   */
  start(battleId: string, input: BattleInput, onRound: RoundCallback): Promise<BattleVerdict | null>;
  /** Stops a running battle after its current round; unknown ids are ignored. */
  cancel(battleId: string): void;
  /** Plays a battle without streaming and returns its verdict (winner and final event-stream hash). */
  verify(input: BattleInput): BattleVerdict;
}

/** Called with the win-odds progress about every 50 ms of play. */
export type OddsProgressCallback = (progress: WinOddsProgress) => void | Promise<void>;

/**
 * The win-odds methods of the battle worker (a separate interface, so the battle API above stays as it was). A
 * preview is split into slices (winOddsSliceSchema), one per worker, so it uses every core the page may have.
 */
export interface WinOddsWorkerApi {
  /**
   * Plays the slice's seeded battles of the team against the opponent (outcome only, no event kept), reporting
   * progress (`played` of the slice's `count`) about every 50 ms; resolves with the tally, or null if
   * {@link WinOddsWorkerApi.cancelOdds} stopped it.
   */
  winOdds(runId: string, slice: WinOddsSlice, onProgress: OddsProgressCallback): Promise<WinOddsTally | null>;
  /** Stops a running preview at its next progress report; unknown ids are ignored. */
  cancelOdds(runId: string): void;
  /**
   * Plays a few throwaway battles so the engine is compiled before the player asks (a cold engine is about twice
   * as slow for its first thousand battles); resolves when done.
   */
  warmUpOdds(battles: number): void;
  /**
   * The formation coach (coachInputSchema): searches formations of the team against the opponent as playouts,
   * reporting progress about every 50 ms; resolves with what it found, or null if {@link WinOddsWorkerApi.cancelOdds}
   * (same run ids) stopped it.
   */
  coach(runId: string, input: CoachInput, onProgress: CoachProgressCallback): Promise<CoachFound | null>;
}

/** Called with the coach's progress about every 50 ms of search. */
export type CoachProgressCallback = (progress: CoachProgress) => void | Promise<void>;
