import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nLogger } from './i18nLogger';
import { detectionOptions, i18nOptions } from './i18nOptions';
import { languageDetector } from './languageDetector';
import { localesBackend } from './localesBackend';
import { isLanguage, LANGUAGE_STORAGE_KEY } from './languages';
import { rememberCloudSetting } from '../telegram/cloudSettings';

/**
 * Starts i18next for the browser: the translation files' backend, language detector, React binding and our logger.
 * Resolves once the detected language (and its fallback) is loaded or has finally failed; screens then
 * suspend only for namespaces they add later.
 */
export async function initI18n(): Promise<i18n> {
  await i18next.use(i18nLogger).use(localesBackend).use(languageDetector(detectionOptions())).use(initReactI18next).init(i18nOptions());
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
  // The detector caches on change too; writing it here keeps persistence independent of i18next's call order.
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, sandboxed webview): the choice then lasts for this visit.
  }
}

function syncHtmlLang(language: string): void {
  document.documentElement.lang = language;
}
