import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectionOptions } from './i18nOptions';
import { languageDetector } from './languageDetector';

/** A Storage over a plain map. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

interface Browser {
  search?: string;
  cookie?: string;
  local?: Record<string, string>;
  languages?: string[];
  htmlLang?: string | null;
}

function stubBrowser({ search = '', cookie = '', local = {}, languages = [], htmlLang = null }: Browser): { localStorage: Storage } {
  const localStorage = memoryStorage(local);
  vi.stubGlobal('window', { location: { search }, localStorage, sessionStorage: memoryStorage() });
  vi.stubGlobal('document', { cookie, documentElement: { getAttribute: () => htmlLang } });
  vi.stubGlobal('navigator', { languages, language: languages[0] });
  return { localStorage };
}

afterEach(() => vi.unstubAllGlobals());

describe('languageDetector', () => {
  it('lists the candidates in the spec order: query, cookie, local storage, navigator, html tag', () => {
    stubBrowser({ search: '?x=1&lng=zh', cookie: 'a=b; i18next=ru', local: { i18nextLng: 'en' }, languages: ['de-DE', 'fr'], htmlLang: 'en' });
    expect(languageDetector(detectionOptions()).detect()).toEqual(['zh', 'ru', 'en', 'de', 'fr', 'de', 'en']);
  });

  it('takes the cached language when the address has none, and a region code as its base language', () => {
    stubBrowser({ local: { i18nextLng: 'ru' }, languages: ['zh-CN'] });
    expect(languageDetector(detectionOptions()).detect()?.[0]).toBe('ru');
    stubBrowser({ languages: ['zh-CN'] });
    expect(languageDetector(detectionOptions()).detect()?.[0]).toBe('zh');
  });

  it('drops a code that could break out of the html lang attribute', () => {
    stubBrowser({ search: '?lng=%22%20onmouseover%3D%22x()', languages: ['en'] });
    expect(languageDetector(detectionOptions()).detect()).toEqual(['en', 'en']);
  });

  it('caches the chosen language in local storage, never the debugging mode', () => {
    const { localStorage } = stubBrowser({});
    const detector = languageDetector(detectionOptions());
    detector.cacheUserLanguage?.('cimode');
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    detector.cacheUserLanguage?.('zh');
    expect(localStorage.getItem('i18nextLng')).toBe('zh');
  });
});
