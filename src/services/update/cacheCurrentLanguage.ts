import i18next from 'i18next';
import { BOOT_NAMESPACES } from '../i18n/languages';

/** Cache of translation files; the service worker serves /locales/ from it (vite.config.ts runtimeCaching). */
export const LOCALES_CACHE = 'tcg-locales';

/**
 * Puts this page's language's start-up translations into the service worker's locale cache: the worker
 * precaches no language (a first visit must not download all of them), and on a first visit it does not yet
 * control the page, so it never saw these requests. Other languages and namespaces are cached when used.
 */
export async function cacheCurrentLanguage(): Promise<void> {
  const language = i18next.resolvedLanguage;
  if (!language || typeof caches === 'undefined') return;
  const cache = await caches.open(LOCALES_CACHE);
  await cache.addAll(BOOT_NAMESPACES.map((ns) => `/locales/${language}/${ns}.json`));
}
