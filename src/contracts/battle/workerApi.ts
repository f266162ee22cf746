import type { BattleEvent, BattleVerdict } from '../../engine';

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
