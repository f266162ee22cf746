import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../services/api/apiError';
import { watchChunkLoads } from '../../services/update/chunkLoadFailures';
import { crashMessage } from './crashMessage';
import { ErrorScreen } from './ErrorScreen';
import { messageOf } from './messageOf';
import { fallbackMessage } from './staticFallback';

const LOCALES = path.resolve(__dirname, '../../../public/locales');
const uiOf = (language: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(LOCALES, language, 'ui.json'), 'utf8'));

/** An i18next instance speaking `language` with the shipped ui texts, as the crash screens find it in the app. */
async function i18nIn(language: 'en' | 'ru' | 'zh') {
  const i18n = createInstance();
  await i18n.init({ lng: language, fallbackLng: 'en', ns: ['ui'], defaultNS: 'ui', resources: { en: { ui: uiOf('en') }, [language]: { ui: uiOf(language) } } });
  return i18n;
}

const offline = new ApiError({ status: 0, code: 'network', message: 'The server could not be reached' });
const expired = new ApiError({ status: 401, code: 'unauthorized', message: 'session_expired', reason: 'session_expired' });

// No i18next instance is initialised here: the screens must still read as the spec's English messages.
describe('ErrorScreen', () => {
  it('shows "Something went wrong", the message and "Refresh page"', () => {
    const html = renderToStaticMarkup(<ErrorScreen kind="somethingWrong" error={new Error('Chunk failed to load')} />);
    expect(html).toContain('Something went wrong');
    expect(html).toContain('Chunk failed to load');
    expect(html).toContain('Refresh page');
  });

  it('says "Unknown error" when the error has no message', () => {
    const html = renderToStaticMarkup(<ErrorScreen kind="unhandled" error={undefined} />);
    expect(html).toContain('An unhandled error occurred');
    expect(html).toContain('Unknown error');
  });

  it("words the API client's error in the player's language, never its English message", async () => {
    const i18n = await i18nIn('ru');
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <ErrorScreen kind="somethingWrong" error={offline} />
      </I18nextProvider>,
    );
    expect(html).toContain('Что-то пошло не так');
    expect(html).toContain('Сервер недоступен. Проверьте подключение.');
    expect(html).not.toContain('The server could not be reached');
  });
});

describe('crashMessage', () => {
  it('words an API error by its reason (the account refusals of ui), else by its code, in each language', async () => {
    for (const language of ['en', 'ru', 'zh'] as const) {
      const i18n = await i18nIn(language);
      const ui = uiOf(language) as { errors: { codes: Record<string, string> }; account: { refusals: Record<string, string> } };
      expect(crashMessage(offline, i18n.t)).toBe(ui.errors.codes.network);
      expect(crashMessage(expired, i18n.t)).toBe(ui.account.refusals.session_expired);
      expect(crashMessage(new ApiError({ status: 500, code: 'internal', message: 'Request failed (HTTP 500)' }), i18n.t)).toBe(ui.errors.codes.internal);
    }
  });

  it('words a screen whose file did not load in the language, not with the loader\'s message and address', async () => {
    const realWindow = (globalThis as { window?: unknown }).window;
    (globalThis as { window?: unknown }).window = new EventTarget();
    try {
      watchChunkLoads();
      const missing = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/MoreScreen-old.js');
      window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: missing }));
      for (const language of ['en', 'ru', 'zh'] as const) {
        const i18n = await i18nIn(language);
        expect(crashMessage(missing, i18n.t)).toBe((uiOf(language) as { errors: { fileNotLoaded: string } }).errors.fileNotLoaded);
      }
      // The same words thrown by anything else stay its own message.
      expect(crashMessage(new TypeError(missing.message), (await i18nIn('en')).t)).toBe(missing.message);
    } finally {
      (globalThis as { window?: unknown }).window = realWindow;
    }
  });

  it("keeps any other error's own message, and '' when there is none", async () => {
    const i18n = await i18nIn('zh');
    expect(crashMessage(new TypeError('x is undefined'), i18n.t)).toBe('x is undefined');
    expect(crashMessage(null, i18n.t)).toBe('');
  });
});

describe('fallbackMessage (the start-up screen, no i18next of its own)', () => {
  it('shows an API error only as the given words, else nothing (the screen says "Unknown error" in its language)', async () => {
    const i18n = await i18nIn('ru');
    expect(fallbackMessage(offline, (error) => crashMessage(error, i18n.t))).toBe('Сервер недоступен. Проверьте подключение.');
    expect(fallbackMessage(offline)).toBe('');
    expect(fallbackMessage(offline, () => {
      throw new Error('i18next broke too');
    })).toBe('');
  });

  it('shows any other error as its message', () => {
    expect(fallbackMessage(new Error('Failed to fetch dynamically imported module'))).toBe('Failed to fetch dynamically imported module');
  });
});

describe('messageOf', () => {
  it('reads messages from errors and strings, and nothing from other values', () => {
    expect(messageOf(new Error('boom'))).toBe('boom');
    expect(messageOf('plain')).toBe('plain');
    expect(messageOf({ message: 'not an Error' })).toBe('');
    expect(messageOf(undefined)).toBe('');
  });
});
