import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLog, logEntries } from '../debug/appLog';
import { detectionOptions, i18nOptions } from './i18nOptions';
import { LOAD_PATH } from './localesBackend';

afterEach(() => {
  clearLog();
  vi.restoreAllMocks();
});

describe('i18nOptions (SPEC §7–§9)', () => {
  it('pins languages, namespaces, detector order, caching, retries and parallelism', () => {
    const options = i18nOptions();
    expect(options.fallbackLng).toBe('en');
    expect(options.supportedLngs).toEqual(['en', 'ru', 'zh']);
    expect(options.defaultNS).toBe('ui');
    expect(LOAD_PATH).toBe('/locales/{{lng}}/{{ns}}.json');
    expect(detectionOptions()).toMatchObject({
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      caches: ['localStorage'],
    });
    expect(options.maxRetries).toBe(5);
    expect(options.retryTimeout).toBe(350);
    expect(options.maxParallelReads).toBe(10);
  });

  it('renders a missing interpolation variable as an empty string and logs a warning', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { react: _react, ...options } = i18nOptions();
    const instance = i18next.createInstance();
    await instance.init({
      ...options,
      debug: false,
      lng: 'en',
      resources: { en: { ui: { greet: 'Hello {{name}}, you have {{count}} cards' } } },
    });
    expect(instance.t('greet', { count: 3 })).toBe('Hello , you have 3 cards');
    expect(logEntries().some((e) => e.level === 'warn' && e.message.includes('missing interpolation variable "name"'))).toBe(true);
  });
});
