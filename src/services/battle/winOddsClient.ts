import * as Comlink from 'comlink';
import type { WinOddsInput, WinOddsProgress, WinOddsResult, WinOddsWorkerApi } from '../../contracts/battle';

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
  const w = worker ?? new Worker(new URL('../../../workers/battle.worker.ts', import.meta.url), { type: 'module', name: 'win-odds' });
  const api = Comlink.wrap<WinOddsWorkerApi>(w);
  let isDisposed = false;
  let rejectDisposed: (error: Error) => void = () => {};
  const disposed = new Promise<never>((_, reject) => { rejectDisposed = reject; });
  disposed.catch(() => {});
  return {
    run(input, onProgress) {
      const id = `odds-${++nextId}`;
      const done = isDisposed
        ? disposed
        : Promise.race([api.winOdds(id, input, Comlink.proxy((p: WinOddsProgress) => { onProgress(p); })), disposed]);
      return { done, cancel: () => { if (!isDisposed) void api.cancelOdds(id); } };
    },
    dispose() {
      if (isDisposed) return;
      isDisposed = true;
      rejectDisposed(new Error('the battle worker was disposed'));
      api[Comlink.releaseProxy]();
      w.terminate();
    },
  };
}
