import { afterEach, describe, expect, it, vi } from 'vitest';
import { takePrefetchedLocale } from './prefetchedLocales';

afterEach(() => vi.unstubAllGlobals());

describe('takePrefetchedLocale', () => {
  it('hands out a response the start-up script requested, once', async () => {
    const response = Promise.resolve(new Response('{"a":"b"}'));
    vi.stubGlobal('window', { __tcgLocales: { '/locales/en/ui.json': response } });
    const taken = takePrefetchedLocale('/locales/en/ui.json');
    expect(taken).toBe(response);
    expect(await (await taken!).json()).toEqual({ a: 'b' });
    // A retry (or a second read) goes to the network: the body above is consumed.
    expect(takePrefetchedLocale('/locales/en/ui.json')).toBeUndefined();
  });

  it('is undefined for a file the script did not request, or without the script', () => {
    vi.stubGlobal('window', { __tcgLocales: { '/locales/en/ui.json': Promise.resolve(new Response('{}')) } });
    expect(takePrefetchedLocale('/locales/ru/ui.json')).toBeUndefined();
    vi.stubGlobal('window', {});
    expect(takePrefetchedLocale('/locales/en/ui.json')).toBeUndefined();
  });
});
