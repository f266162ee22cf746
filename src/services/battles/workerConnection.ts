import * as Comlink from 'comlink';
import { startBattleWorker, takeSpareBattleWorker } from './spareBattleWorker';

/** A Comlink connection to one battle worker whose pending calls reject (never hang) once it is disposed. */
export interface WorkerConnection<Api> {
  api: Comlink.Remote<Api>;
  /** Runs a call against the worker; after {@link dispose} (or when it happens mid-call) it rejects instead. */
  settle<T>(call: () => Promise<T>): Promise<T>;
  /** True once {@link dispose} ran. */
  isDisposed(): boolean;
  /** Rejects every pending call, releases the proxy and terminates the worker; later calls do nothing. */
  dispose(): void;
}

/**
 * Connects to a battle worker behind a {@link WorkerConnection}: the given one (tests), else the spare one the
 * route started ahead of need (prestartBattleWorker), else a new workers/battle.worker.ts named `name`.
 */
export function connectBattleWorker<Api>(name: string, worker?: Worker): WorkerConnection<Api> {
  const w = worker ?? takeSpareBattleWorker() ?? startBattleWorker(name);
  const api = Comlink.wrap<Api>(w);
  // A terminated worker never answers, so every pending call would hang forever: dispose() rejects them instead.
  let disposedFlag = false;
  let rejectDisposed: (error: Error) => void = () => {};
  const disposed = new Promise<never>((_, reject) => { rejectDisposed = reject; });
  disposed.catch(() => {}); // only the calls made through settle() report it
  return {
    api,
    settle: (call) => (disposedFlag ? disposed : Promise.race([call(), disposed])),
    isDisposed: () => disposedFlag,
    dispose() {
      if (disposedFlag) return;
      disposedFlag = true;
      rejectDisposed(new Error('the battle worker was disposed'));
      api[Comlink.releaseProxy]();
      w.terminate();
    },
  };
}
