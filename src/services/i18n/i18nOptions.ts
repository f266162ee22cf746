import type { InitOptions } from 'i18next';
import { BOOT_NAMESPACES, FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from './languages';
import type { DetectionOptions } from './languageDetector';
import { missingInterpolation } from './missingInterpolation';

/**
 * The i18next options of SPEC §7–§9, as data so a unit test can pin them.
 * Retries: i18next's own backend connector retries a read whose backend reports `retry=true`
 * (localesBackend does so for 5xx, a missing status and network errors, not for 4xx), waiting
 * `retryTimeout` and doubling each time, at most `maxRetries` times, with `maxParallelReads` reads in flight.
 */
export function i18nOptions(): InitOptions {
  return {
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    ns: BOOT_NAMESPACES,
    defaultNS: 'ui',
    fallbackNS: false,
    // debug lets i18next hand warnings (failed loads) to our logger; our logger drops the chatty info level.
    debug: true,
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    interpolation: { escapeValue: false },
    missingInterpolationHandler: missingInterpolation,
    react: { useSuspense: true },
  };
}

/** The language detector's sources and cache (SPEC §9), as data so a unit test can pin them. */
export function detectionOptions(): DetectionOptions {
  return {
    order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    lookupCookie: 'i18next',
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    lookupSessionStorage: LANGUAGE_STORAGE_KEY,
    caches: ['localStorage'],
    // ru-RU -> ru, zh-CN -> zh: we ship base languages only, so cache what will actually be used.
    convertDetectedLanguage: (language: string) => language.replace(/[-_].*$/, ''),
  };
}
