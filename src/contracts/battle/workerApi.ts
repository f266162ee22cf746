import type { BattleEvent, BattleVerdict } from '../../engine';
import type { WinOddsProgress, WinOddsResult } from './winOdds';

export type { BattleEvent, BattleVerdict } from '../../engine';

/** Called with each round's events (the first call: battle start and synergies) as soon as they are computed. */
export type RoundCallback = (events: BattleEvent[]) => void | Promise<void>;

/**
 * The battle worker's API (workers/battle.worker.ts behind Comlink). Inputs are validated inside the worker
 * with battleInputSchema; a bad input rejects with a clear message and nothing is played.
 */
export interface BattleWorkerApi {
  /**
   * Plays a battle, streaming one chunk per round to `onRound` (awaited, so a slow consumer paces the worker).
   * Resolves with the verdict, or null if {@link BattleWorkerApi.cancel} stopped it.
   */
  start(battleId: string, input: unknown, onRound: RoundCallback): Promise<BattleVerdict | null>;
  /** Stops a running battle after its current round; unknown ids are ignored. */
  cancel(battleId: string): void;
  /** Plays a battle without streaming and returns its verdict (winner and final event-stream hash). */
  verify(input: unknown): BattleVerdict;
}

/** Called with the win-odds progress about every 50 ms of play. */
export type OddsProgressCallback = (progress: WinOddsProgress) => void | Promise<void>;

/** The win-odds method of the battle worker (a separate interface, so the battle API above stays as it was). */
export interface WinOddsWorkerApi {
  /**
   * Plays `input.battles` seeded battles of the team against the opponent, reporting progress about every
   * 50 ms; resolves with the result, or null if {@link WinOddsWorkerApi.cancelOdds} stopped it.
   */
  winOdds(runId: string, input: unknown, onProgress: OddsProgressCallback): Promise<WinOddsResult | null>;
  /** Stops a running preview at its next progress report; unknown ids are ignored. */
  cancelOdds(runId: string): void;
}
