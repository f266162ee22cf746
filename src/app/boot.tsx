import i18next from 'i18next';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { appLog } from '../services/debug/appLog';
import { initI18n } from '../services/i18n/initI18n';
import { looksLikeTelegram } from '../services/telegram/looksLikeTelegram';
import { registerServiceWorker } from '../services/update/registerServiceWorker';
import { App } from './App';
import { armedTestFailure, fireAsyncTestFailure } from './debug/testHooks';
import { crashMessage } from './errors/crashMessage';
import { installGlobalErrorHandlers } from './errors/globalErrors';
import { showStaticFallback } from './errors/staticFallback';
import { useTelegramStore } from './telegram/telegramSession';

/**
 * Starts the client: global error handlers first, then i18n (loads in the background; screens suspend),
 * the Telegram shell when inside Telegram, the React root, and the service worker. A failure before React
 * can render, or an error no boundary catches, replaces the page with the static fallback screen.
 */
export function boot(): void {
  const container = document.getElementById('root');
  try {
    installGlobalErrorHandlers();
    void initI18n().catch((error: unknown) => appLog('error', `i18n: init failed: ${String(error)}`));
    if (looksLikeTelegram()) startTelegramShell();
    if (!container) throw new Error('The #root element is missing');
    const root = createRoot(container, {
      onUncaughtError: (error) => {
        appLog('error', `uncaught render error: ${String(error)}`);
        // React has already torn the tree down; draw the fallback once it has finished doing so.
        queueMicrotask(() => showStaticFallback(error, container, wordError));
      },
    });
    // A transition: React renders the first screen in slices that yield to the browser instead of one long task
    // (the page stays responsive, and a phone's first load has no long main-thread block).
    startTransition(() => root.render(<App />));
    fireAsyncTestFailure(armedTestFailure());
    registerServiceWorker();
  } catch (error) {
    showStaticFallback(error, container, wordError);
  }
}

/** The crash screens' words for an error once i18next has the ui texts (the fallback's own words otherwise). */
function wordError(error: unknown): string | undefined {
  if (!i18next.isInitialized || !i18next.hasLoadedNamespace('ui')) return undefined;
  return crashMessage(error, i18next.t) || undefined;
}

function startTelegramShell(): void {
  import('../services/telegram/startTelegram')
    .then(({ startTelegram }) => startTelegram())
    .then((session) => useTelegramStore.setState({ session }))
    .catch((error: unknown) => appLog('error', `telegram: shell failed to start: ${String(error)}`));
}
