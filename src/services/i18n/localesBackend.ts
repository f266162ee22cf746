import type { BackendModule, ReadCallback } from 'i18next';
import { takeStartupFetch } from '../startup/startupFetches';

/** Where translation files live (SPEC §7: GET /locales/{lng}/{ns}.json). */
export const LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/** A language or namespace as it may appear in a path: no slash, dot or query. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Loads one translation file for i18next and tells its retry logic what failed: a 5xx, a missing status or a
 * network error is worth retrying (i18next waits `retryTimeout`, doubling, at most `maxRetries` times); a 4xx or a
 * file that is not JSON is not. The first screen's files come from the requests index.html already made. The game's
 * own small backend instead of i18next-http-backend (XHR, query strings, multi-loading and saving it never used),
 * which kept about 3 KB gzip in the first load.
 */
export function readLocale(language: string, namespace: string, callback: ReadCallback): void {
  if (!SAFE_SEGMENT.test(language) || !SAFE_SEGMENT.test(namespace)) {
    callback(`refusing to load translations for language "${language.slice(0, 64)}", namespace "${namespace.slice(0, 64)}"`, false);
    return;
  }
  const url = LOAD_PATH.replace('{{lng}}', language).replace('{{ns}}', namespace);
  (takeStartupFetch(url) ?? fetch(url)).then(
    async (response) => {
      if (!response.ok) {
        callback(`failed loading ${url}; status code: ${response.status}`, response.status < 400 || response.status >= 500);
        return;
      }
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        callback(`failed loading ${url}: ${String(error)}`, true);
        return;
      }
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        callback(`failed parsing ${url} to json`, false);
        return;
      }
      callback(null, data as Parameters<ReadCallback>[1]);
    },
    (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
  );
}

/** {@link readLocale} as i18next's backend module. */
export const localesBackend: BackendModule = { type: 'backend', callbackApi: true, init: () => undefined, read: readLocale };
