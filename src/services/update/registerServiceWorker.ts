import { whenIdle } from '../../browser/whenIdle';
import { appLog } from '../debug/appLog';

/** Longest wait for an idle moment before the worker registers anyway (a busy page still gets updates). */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Registers the service worker once the page has loaded and is idle; the update flow of SPEC §4 is
 * startServiceWorker's. Does nothing where service workers are unavailable (insecure origins).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  // After the page has loaded: installing the worker (its precache) must not compete with the first screen.
  // The worker's client (workbox-window and the update flow) is fetched then too, so it stays out of the entry bundle.
  const start = () =>
    void import('./startServiceWorker')
      .then(({ startServiceWorker }) => startServiceWorker())
      .catch((error: unknown) => appLog('warn', `update: the service worker client failed to load: ${String(error)}`));
  // The app itself starts after the splash's first paint, often after `load`: then it waits for the first idle
  // moment, so the worker's install does not compete with the first screen's render either.
  const startWhenIdle = () => void whenIdle(start, IDLE_TIMEOUT_MS);
  if (document.readyState === 'complete') startWhenIdle();
  else window.addEventListener('load', startWhenIdle, { once: true });
}
