/**
 * Which store a build is made for: `ios` (the App Store app: store rules forbid buying a crypto currency
 * outside in-app purchase, so crypto deposits are hidden) or `web` (the web app, Telegram, Android).
 * Set at build time with VITE_STORE_BUILD=ios.
 */
export type StoreBuild = 'web' | 'ios';

/** Reads VITE_STORE_BUILD: `ios`, anything else is `web`. */
export function parseStoreBuild(value: string | undefined): StoreBuild {
  return value?.trim().toLowerCase() === 'ios' ? 'ios' : 'web';
}

/** The store build of this bundle. */
export const STORE_BUILD: StoreBuild = parseStoreBuild(import.meta.env.VITE_STORE_BUILD);
