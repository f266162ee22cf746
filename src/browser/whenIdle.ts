/**
 * Without idle callbacks (Safari, so the iOS Telegram app), a task waits this long instead: the work in progress
 * (a render, the first frames) finishes first.
 */
export const IDLE_FALLBACK_DELAY_MS = 200;

/** How long a task run by the fallback timer may work, like a short idle period (a frame is 16 ms). */
export const IDLE_FALLBACK_BUDGET_MS = 10;

/**
 * Runs `task` at the page's next idle moment, and at the latest after `timeoutMs` when given; where the browser has
 * no idle callbacks, after {@link IDLE_FALLBACK_DELAY_MS} (or `timeoutMs`, if shorter) with a deadline of
 * {@link IDLE_FALLBACK_BUDGET_MS}. Returns what cancels it (harmless once it has run).
 */
export function whenIdle(task: (deadline: IdleDeadline) => void, timeoutMs?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => {
    const started = performance.now();
    task({ didTimeout: false, timeRemaining: () => Math.max(0, IDLE_FALLBACK_BUDGET_MS - (performance.now() - started)) });
  }, Math.min(IDLE_FALLBACK_DELAY_MS, timeoutMs ?? IDLE_FALLBACK_DELAY_MS));
  return () => clearTimeout(handle);
}
