import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeStartupFetch } from './startupFetches';

afterEach(() => vi.unstubAllGlobals());

describe('takeStartupFetch', () => {
  it('hands out a response the start-up script requested, once', async () => {
    const response = Promise.resolve(new Response('{"a":"b"}'));
    vi.stubGlobal('window', { __tcgStartup: { '/locales/en/ui.json': response } });
    const taken = takeStartupFetch('/locales/en/ui.json');
    expect(taken).toBe(response);
    expect(await (await taken!).json()).toEqual({ a: 'b' });
    // A retry (or a second read) goes to the network: the body above is consumed.
    expect(takeStartupFetch('/locales/en/ui.json')).toBeUndefined();
  });

  it('is undefined for a request the script did not make, or without the script', () => {
    vi.stubGlobal('window', { __tcgStartup: { '/locales/en/ui.json': Promise.resolve(new Response('{}')) } });
    expect(takeStartupFetch('/locales/ru/ui.json')).toBeUndefined();
    vi.stubGlobal('window', {});
    expect(takeStartupFetch('/locales/en/ui.json')).toBeUndefined();
  });
});
