/** A visible page that gets no frame within this time starts anyway (a throttled webview must still start). */
const NO_FRAME_FALLBACK_MS = 2_000;

/**
 * Runs `start` once the browser has painted the page as parsed: after the next animation frame (its callback
 * runs before the paint; a task queued from it runs after). A hidden page paints nothing, so it starts at once;
 * a visible page that gets no frame at all starts after a fallback delay. Runs `start` exactly once.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === 'hidden') {
    once();
    return;
  }
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, NO_FRAME_FALLBACK_MS);
}
