/**
 * Chunk loads that failed: a lazy screen or a feature loaded on demand (the music, a share sheet) whose file did not
 * arrive. After a deploy that is most often a file the new version took off the server while this page still runs
 * the old one, so a failure is a reason to look for the new version now, and never a reason to cover the game with
 * the unhandled-error screen (the screen that needed the file shows its own error; optional features do without).
 */

/** Vite's event for a failed chunk load (its preload helper dispatches it, then rethrows the same error). */
const PRELOAD_ERROR = 'vite:preloadError';

const failed = new WeakSet<object>();
const listeners = new Set<() => void>();
let watching = false;

/** Starts noting failed chunk loads (idempotent; before anything lazy loads, so every failure is seen). */
export function watchChunkLoads(): void {
  if (watching) return;
  watching = true;
  window.addEventListener(PRELOAD_ERROR, (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (typeof payload === 'object' && payload !== null) failed.add(payload);
    for (const listener of [...listeners]) listener();
  });
}

/** Whether `error` is one of the failed chunk loads seen (the very error object the loader rethrew). */
export function isFailedChunkLoad(error: unknown): boolean {
  return typeof error === 'object' && error !== null && failed.has(error);
}

/** Calls `listener` after every failed chunk load; returns the unsubscribe. */
export function onChunkLoadFailed(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}
