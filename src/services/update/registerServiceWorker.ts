import type { Workbox } from 'workbox-window';
import { appLog } from '../debug/appLog';
import { cacheCurrentLanguage } from './cacheCurrentLanguage';
import { useUpdateStore } from './updateStore';

/** The background worker, registered from the site root (SPEC §2, §7); vite-plugin-pwa writes it there. */
export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open page asks the server for a new version, besides on every navigation and tab return. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;
/** Longest wait for an idle moment before the worker registers anyway (a busy page still gets updates). */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Registers the service worker and drives the update flow of SPEC §4: a new version that finished
 * installing while an old one controls the page waits (prompt mode: no skipWaiting in the worker) and the
 * prompt appears; on accept the waiting worker is told to skip waiting, and the page reloads exactly once
 * when the new worker takes control. Does nothing where service workers are unavailable (insecure origins).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  // After the page has loaded: installing the worker (its precache) must not compete with the first screen.
  // workbox-window is fetched then too, so it stays out of the entry bundle.
  const start = () =>
    void import('workbox-window')
      .then(({ Workbox }) => startServiceWorker(new Workbox(SERVICE_WORKER_URL, { scope: '/' })))
      .catch((error: unknown) => appLog('warn', `update: the service worker client failed to load: ${String(error)}`));
  // The app itself starts after the splash's first paint, often after `load`: then it waits for the first idle
  // moment, so the worker's install does not compete with the first screen's render either.
  const startWhenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(start, IDLE_TIMEOUT_MS / 3);
  };
  if (document.readyState === 'complete') startWhenIdle();
  else window.addEventListener('load', startWhenIdle, { once: true });
}

function startServiceWorker(wb: Workbox): void {
  let reloading = false;

  wb.addEventListener('waiting', () => {
    appLog('info', 'update: a new version is installed and waiting');
    useUpdateStore.setState({
      phase: 'available',
      accept: () => {
        useUpdateStore.setState({ phase: 'updating' });
        wb.messageSkipWaiting();
      },
    });
  });
  wb.addEventListener('controlling', () => {
    if (reloading) return;
    reloading = true;
    appLog('info', 'update: the new version controls the page; reloading');
    window.location.reload();
  });

  wb.register()
    .then(() => {
      void cacheCurrentLanguage().catch((error: unknown) => appLog('warn', `update: caching the language failed: ${String(error)}`));
      const check = () => void wb.update().catch(() => undefined);
      window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    })
    .catch((error: unknown) => appLog('warn', `update: service worker registration failed: ${String(error)}`));
}
