import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { i18nLogger } from './i18nLogger';
import { i18nOptions } from './i18nOptions';
import { isLanguage, LANGUAGE_STORAGE_KEY } from './languages';
import { takeStartupFetch } from '../startup/startupFetches';
import { rememberCloudSetting } from '../telegram/cloudSettings';

/**
 * Starts i18next for the browser: HTTP backend, language detector, React binding and our logger.
 * Resolves once the detected language (and its fallback) is loaded or has finally failed; screens then
 * suspend only for namespaces they add later.
 */
export async function initI18n(): Promise<i18n> {
  const options = i18nOptions();
  // The first screen's files are already on their way (index.html requested them): use those responses.
  options.backend = { ...options.backend, alternateFetch: (url) => takeStartupFetch(url) };
  await i18next.use(i18nLogger).use(HttpBackend).use(LanguageDetector).use(initReactI18next).init(options);
  syncHtmlLang(i18next.resolvedLanguage ?? i18next.language);
  i18next.on('languageChanged', syncHtmlLang);
  return i18next;
}

/**
 * Switches the language; the detector caches it in localStorage so it survives a reload, and inside Telegram it
 * follows the player to other devices through CloudStorage.
 */
export async function changeLanguage(language: string): Promise<void> {
  await i18next.changeLanguage(language);
  if (isLanguage(language)) rememberCloudSetting({ language });
  // The detector caches on change too; writing it ourselves keeps persistence independent of detector quirks.
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, sandboxed webview): the choice then lasts for this visit.
  }
}

function syncHtmlLang(language: string): void {
  document.documentElement.lang = language;
}
