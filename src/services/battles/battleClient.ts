import type { BattleEvent, BattleInputData, BattleVerdict, BattleWorkerApi } from '../../contracts/battles';
// Module paths, not the battle contracts' index: that also builds the seed-fairness schemas (zod classic).
import { battleInputSchema } from '../../contracts/battles/battleInput';
import { parseWorkerInput } from '../../contracts/battles/parseWorkerInput';
import { releasableCallback } from './releasableCallback';
import { connectBattleWorker } from './workerConnection';

/** A battle being streamed from the worker. */
export interface BattleStream {
  id: string;
  /** The verdict when the battle ends, or null if it was cancelled; rejects on a refused input, a throwing
   * `onRound` or {@link BattleClient.dispose}. */
  done: Promise<BattleVerdict | null>;
  /** Stops the battle after its current round. */
  cancel(): void;
}

/** Typed client of workers/battle.worker.ts: replays a seed for the player, streaming rounds to the canvas. */
export interface BattleClient {
  /** Starts a battle; `onRound` gets each round's events as soon as the worker has computed them. */
  play(input: BattleInputData, onRound: (events: BattleEvent[]) => void): BattleStream;
  /** Plays a battle in the worker and returns its verdict (winner and event-stream hash). */
  verify(input: BattleInputData): Promise<BattleVerdict>;
  /** Terminates the worker; battles still playing and pending verifications reject. */
  dispose(): void;
}

let nextId = 0;

/** Starts the battle worker (or wraps a given one, for tests) and returns its typed client. */
export function createBattleClient(worker?: Worker): BattleClient {
  const connection = connectBattleWorker<BattleWorkerApi>('battle', worker);
  const { api, settle } = connection;
  return {
    play(input, onRound) {
      const id = `battle-${++nextId}`;
      const round = releasableCallback(onRound);
      // Validated here, not in the worker (which then carries no zod); async, so a refusal rejects `done`.
      const done = settle(async () => api.start(id, parseWorkerInput(battleInputSchema, input, 'battle'), round.proxy));
      // Settled (ended, cancelled, refused or disposed): the worker sends no more rounds, so let go of the callback.
      void done.then(round.release, round.release);
      return { id, done, cancel: () => { if (!connection.isDisposed()) void api.cancel(id); } };
    },
    verify: (input) => settle(async () => api.verify(parseWorkerInput(battleInputSchema, input, 'battle'))),
    dispose: () => connection.dispose(),
  };
}
