import { create } from 'zustand';
import { appLog } from '../../services/debug/appLog';
import { isFailedChunkLoad, watchChunkLoads } from '../../services/update/chunkLoadFailures';
import { messageOf } from './messageOf';

/** The first unhandled error of the page, shown by the global error screen. */
export interface GlobalErrorStore {
  /** What was thrown (boxed: the thrown value itself may be null or undefined). */
  error: { thrown: unknown } | null;
}

/** Store of the global handler; null until an error escapes everything. */
export const useGlobalErrorStore = create<GlobalErrorStore>(() => ({ error: null }));

let installed = false;

/**
 * Installs the global handler for unhandled errors and promise rejections (SPEC §2: "An unhandled error
 * occurred"). Installed before React renders so boot-time failures are caught too. Idempotent.
 */
export function installGlobalErrorHandlers(): void {
  if (installed) return;
  installed = true;
  watchChunkLoads();
  window.addEventListener('error', (event: ErrorEvent) => {
    // Resource load errors (img/script) do not reach window listeners in the bubbling phase; this is code.
    if (isBenignErrorMessage(event.message)) {
      appLog('warn', `ignored: ${event.message}`);
      return;
    }
    report(event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    // A file of the game that did not load (after a deploy: the update prompt follows); its feature copes.
    if (isFailedChunkLoad(event.reason)) {
      appLog('warn', `a file of the game did not load: ${messageOf(event.reason)}`);
      return;
    }
    if (isBenignRejection(event.reason)) {
      appLog('warn', `ignored: ${messageOf(event.reason)}`);
      return;
    }
    report(event.reason);
  });
}

/**
 * Browser notices that arrive as window errors but break nothing: Chromium's ResizeObserver loop warning
 * (layout settled a frame later). They must not cover the game with an error screen.
 */
export function isBenignErrorMessage(message: string): boolean {
  return /^ResizeObserver loop (limit exceeded|completed with undelivered notifications)/.test(message);
}

/**
 * Promise rejections a library leaves unhandled when it cancels its own work: TON Connect's SDK rejects its bridge
 * retries with "Aborted after attempts N" / "Operation aborted" when its connection closes (leaving the wallet
 * screen), with no way to catch them (ton-connect/sdk#202, #297). Nothing failed for the player.
 */
export function isBenignRejection(reason: unknown): boolean {
  return /^\[TON_CONNECT_SDK_ERROR\] [\s\S]*\b(Aborted after attempts \d+|Operation aborted)/.test(messageOf(reason));
}

function report(reason: unknown): void {
  const message = messageOf(reason);
  appLog('error', `unhandled: ${message || 'unknown error'}`);
  if (useGlobalErrorStore.getState().error === null) useGlobalErrorStore.setState({ error: { thrown: reason } });
}
