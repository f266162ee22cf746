import { useSyncExternalStore } from 'react';
import { appLog } from '../debug/appLog';
import { rememberCloudSetting } from './cloudSettings';

/** The client's fullscreen calls as the Telegram shell hands them over (Mini Apps 8.0+, see startTelegram). */
export interface FullscreenDriver {
  request(): Promise<void>;
  exit(): Promise<void>;
}

/** Where this browser keeps the player's choice (a copy follows the player through CloudStorage). */
const FULLSCREEN_KEY = 'tcg:fullscreen';

let driver: FullscreenDriver | null = null;
const listeners = new Set<() => void>();

/** Installs the client's fullscreen (8.0+); older clients and the web never get one and keep today's view. */
export function setFullscreenDriver(next: FullscreenDriver | null): void {
  driver = next;
  listeners.forEach((listener) => listener());
}

/** True once the client can go fullscreen (re-renders when the Telegram shell has started). */
export function useFullscreenAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => driver !== null,
  );
}

/** Whether the player chose fullscreen battles (off unless chosen). */
export function fullscreenChosen(): boolean {
  try {
    return localStorage.getItem(FULLSCREEN_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Remembers the player's choice here and, inside Telegram, on their other devices. */
export function chooseFullscreen(on: boolean): void {
  try {
    localStorage.setItem(FULLSCREEN_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused: the cloud copy (if any) still holds it.
  }
  rememberCloudSetting({ fullscreen: on });
}

/** Enters (true) or leaves Telegram's fullscreen; nothing without a client that has it. */
export function setFullscreen(on: boolean): void {
  if (!driver) return;
  (on ? driver.request() : driver.exit()).catch((error: unknown) => appLog('warn', `telegram: fullscreen ${on ? 'request' : 'exit'} failed: ${String(error)}`));
}
