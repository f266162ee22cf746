import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLocale } from './localesBackend';

/** Reads one file through the backend and returns what it told i18next. */
function read(language: string, namespace: string): Promise<{ error: unknown; data: unknown }> {
  return new Promise((done) => readLocale(language, namespace, (error, data) => done({ error, data })));
}

afterEach(() => vi.unstubAllGlobals());

describe('readLocale', () => {
  it('loads /locales/{lng}/{ns}.json as the namespace', async () => {
    const fetchMock = vi.fn(async () => new Response('{"hello":"Привет"}'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await read('ru', 'ui')).toEqual({ error: null, data: { hello: 'Привет' } });
    expect(fetchMock).toHaveBeenCalledWith('/locales/ru/ui.json');
  });

  it('uses the request index.html already made, once', async () => {
    const fetchMock = vi.fn(async () => new Response('{"a":"second"}'));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('window', { __tcgStartup: { '/locales/zh/ui.json': Promise.resolve(new Response('{"a":"first"}')) } });
    expect((await read('zh', 'ui')).data).toEqual({ a: 'first' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await read('zh', 'ui')).data).toEqual({ a: 'second' });
  });

  it('asks for a retry on a 5xx and a network error, not on a 4xx or a file that is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('boom', { status: 503 }));
    expect(await read('ru', 'ui')).toEqual({ error: 'failed loading /locales/ru/ui.json; status code: 503', data: true });
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await read('ru', 'ui')).toEqual({ error: 'failed loading /locales/ru/ui.json: TypeError: Failed to fetch', data: true });
    vi.stubGlobal('fetch', async () => new Response('not here', { status: 404 }));
    expect(await read('ru', 'ui')).toEqual({ error: 'failed loading /locales/ru/ui.json; status code: 404', data: false });
    vi.stubGlobal('fetch', async () => new Response('{ not json'));
    expect(await read('ru', 'ui')).toEqual({ error: 'failed parsing /locales/ru/ui.json to json', data: false });
  });

  it('refuses a language or namespace that would leave the locales folder', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect((await read('../ru', 'ui')).data).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
