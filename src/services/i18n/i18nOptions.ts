import type { InitOptions } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { BOOT_NAMESPACES, FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from './languages';
import { missingInterpolation } from './missingInterpolation';

/** Where translation files live (SPEC §7: GET /locales/{lng}/{ns}.json). */
export const LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/**
 * The i18next options of SPEC §7–§9, as data so a unit test can pin them.
 * Retries: i18next's own backend connector retries a read whose backend reports `retry=true`
 * (i18next-http-backend does so for 5xx, a missing status and network errors, not for 4xx), waiting
 * `retryTimeout` and doubling each time, at most `maxRetries` times, with `maxParallelReads` reads in flight.
 */
export function i18nOptions(): InitOptions<HttpBackendOptions> {
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
    backend: { loadPath: LOAD_PATH },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      lookupSessionStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      // ru-RU -> ru, zh-CN -> zh: we ship base languages only, so cache what will actually be used.
      convertDetectedLanguage: (language: string) => language.replace(/[-_].*$/, ''),
    },
    react: { useSuspense: true },
  };
}
