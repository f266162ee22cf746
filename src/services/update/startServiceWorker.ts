import { Workbox } from 'workbox-window';
import { appLog } from '../debug/appLog';
import { cacheCurrentLanguage } from './cacheCurrentLanguage';
import { onChunkLoadFailed } from './chunkLoadFailures';
import { useUpdateStore } from './updateStore';

/** The background worker, registered from the site root (SPEC §2, §7); vite-plugin-pwa writes it there. */
export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open page asks the server for a new version, besides on every navigation and tab return. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;
/**
 * Longest wait after Update for the new version to take control (it takes 1-2 s on a loaded 2-core machine). A waiting
 * worker that never activates (one that cannot act on the skip-waiting message) must not leave "Updating..." on
 * screen: past this, the page drops the registration and reloads from the network, which serves the new version.
 */
export const UPDATE_TAKEOVER_TIMEOUT_MS = 10_000;

/**
 * Starts workbox-window's client for the worker and drives the update flow of SPEC §4: a new version that finished
 * installing while an old one controls the page waits (prompt mode: no skipWaiting in the worker) and the
 * prompt appears; on accept the waiting worker is told to skip waiting, and the page reloads exactly once
 * when the new worker takes control, or, if it has not within UPDATE_TAKEOVER_TIMEOUT_MS, after unregistering the
 * worker so the reload reaches the new version from the network.
 */
export function startServiceWorker(): void {
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });

  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  // The worker never took over: without a registration the reload is not served by the old worker.
  const recover = async () => {
    if (reloading) return;
    appLog('warn', `update: the new version did not take control within ${UPDATE_TAKEOVER_TIMEOUT_MS} ms; reloading without the worker`);
    await navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.unregister())
      .catch((error: unknown) => appLog('warn', `update: unregistering failed: ${String(error)}`));
    reloadOnce();
  };

  wb.addEventListener('waiting', () => {
    appLog('info', 'update: a new version is installed and waiting');
    useUpdateStore.setState({
      phase: 'available',
      accept: () => {
        useUpdateStore.setState({ phase: 'updating' });
        wb.messageSkipWaiting();
        window.setTimeout(() => void recover(), UPDATE_TAKEOVER_TIMEOUT_MS);
      },
    });
  });
  wb.addEventListener('controlling', () => {
    if (reloading) return;
    appLog('info', 'update: the new version controls the page; reloading');
    reloadOnce();
  });

  const check = () => void wb.update().catch(() => undefined);
  // A file of the game that failed to load is most often one a deploy removed: look for that version now (its prompt
  // follows) rather than at the next half-hourly check.
  onChunkLoadFailed(() => {
    appLog('info', 'update: a file failed to load; checking for a new version');
    check();
  });
  wb.register()
    .then(() => {
      void cacheCurrentLanguage().catch((error: unknown) => appLog('warn', `update: caching the language failed: ${String(error)}`));
      window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    })
    .catch((error: unknown) => appLog('warn', `update: service worker registration failed: ${String(error)}`));
}
