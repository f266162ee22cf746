import type { TonConnectUiOptions } from '@tonconnect/ui-react';
import { TELEGRAM_RETURN_URL } from '../walletConfig';

/** TON Connect UI speaks en and ru; other languages get English. */
export function tonConnectLanguage(language: string): 'en' | 'ru' {
  return language === 'ru' ? 'ru' : 'en';
}

/**
 * TON Connect UI options (SPEC §9 defaults): return strategy `back`, the Telegram return URL from configuration
 * (VITE_TELEGRAM_RETURN_URL), the action modals before the wallet asks and on success and failure, every
 * notification stage. The wallets list is the library's: when its remote list cannot be fetched (offline) it
 * falls back to the built-in one.
 */
export function tonConnectOptions(language: string): TonConnectUiOptions {
  return {
    language: tonConnectLanguage(language),
    uiPreferences: { theme: 'SYSTEM', borderRadius: 'm' },
    // No telemetry to TON Connect's analytics host (offline, CSP, privacy).
    analytics: { mode: 'off' },
    actionsConfiguration: {
      returnStrategy: 'back',
      ...(TELEGRAM_RETURN_URL ? { twaReturnUrl: TELEGRAM_RETURN_URL } : {}),
      modals: 'all',
      notifications: 'all',
    },
  };
}

/** The manifest wallets read (name, icon, url of the game); served with Access-Control-Allow-Origin: *. */
export function tonConnectManifestUrl(origin: string): string {
  return `${origin}/tonconnect-manifest.json`;
}
