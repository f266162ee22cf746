/** How long an unclaimed spare worker is kept before it is terminated (a route that opened and did not use it). */
const SPARE_LIFETIME_MS = 30_000;

let spare: { worker: Worker; timer: ReturnType<typeof setTimeout> } | null = null;

/** Starts workers/battle.worker.ts (module worker); its chunk downloads and the engine compiles at once. */
export function startBattleWorker(name: string): Worker {
  return new Worker(new URL('../../../workers/battle.worker.ts', import.meta.url), { type: 'module', name });
}

/**
 * Starts a battle worker ahead of need, e.g. when the battle route begins to load: the worker's chunk (engine and
 * content) then downloads and compiles while the route's own chunk (Pixi) does, instead of after it. The next
 * {@link takeSpareBattleWorker} gets it; unclaimed, it is terminated after 30 s. No-op where workers do not exist
 * or a spare is already waiting. This module stays tiny (no Comlink), so the entry can import it.
 */
export function prestartBattleWorker(): void {
  if (spare !== null || typeof Worker === 'undefined') return;
  try {
    const worker = startBattleWorker('battle');
    const timer = setTimeout(() => {
      if (spare?.worker !== worker) return;
      spare = null;
      worker.terminate();
    }, SPARE_LIFETIME_MS);
    spare = { worker, timer };
  } catch {
    // A page that cannot start workers finds out, with a clear error, when the battle really needs one.
  }
}

/** The worker {@link prestartBattleWorker} started, handed over once (null if there is none). */
export function takeSpareBattleWorker(): Worker | null {
  if (spare === null) return null;
  const { worker, timer } = spare;
  clearTimeout(timer);
  spare = null;
  return worker;
}
