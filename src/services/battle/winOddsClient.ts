import * as Comlink from 'comlink';
import type { WinOddsInput, WinOddsProgress, WinOddsResult, WinOddsWorkerApi } from '../../contracts/battle';
import { connectBattleWorker } from './workerConnection';

/** A running win-odds preview. */
export interface WinOddsRun {
  /** The result, or null if cancelled; rejects on a refused input or {@link WinOddsClient.dispose}. */
  done: Promise<WinOddsResult | null>;
  /** Stops the preview at its next progress report (within about 50 ms). */
  cancel(): void;
}

/** Typed client of the battle worker's win-odds method: the page stays responsive while the worker plays. */
export interface WinOddsClient {
  run(input: WinOddsInput, onProgress: (progress: WinOddsProgress) => void): WinOddsRun;
  /** Terminates the worker; a running preview rejects. */
  dispose(): void;
}

let nextId = 0;

/** Starts a battle worker (or wraps a given one, for tests) for win-odds previews. */
export function createWinOddsClient(worker?: Worker): WinOddsClient {
  const connection = connectBattleWorker<WinOddsWorkerApi>('win-odds', worker);
  const { api, settle } = connection;
  return {
    run(input, onProgress) {
      const id = `odds-${++nextId}`;
      const done = settle(() => api.winOdds(id, input, Comlink.proxy((p: WinOddsProgress) => { onProgress(p); })));
      return { done, cancel: () => { if (!connection.isDisposed()) void api.cancelOdds(id); } };
    },
    dispose: () => connection.dispose(),
  };
}
