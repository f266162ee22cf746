import { describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import { createApiClient, type FetchLike } from './apiClient';
import { ApiError } from './apiError';

/** A fetch that records the request and answers with a fixed status and body. */
function answering(status: number, body: unknown, seen: { url?: string; init?: RequestInit } = {}): FetchLike {
  return async (url, init) => {
    seen.url = url;
    seen.init = init;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  };
}

const page = { items: [{ id: 2, language: 'en', title: 'T', summary: 'S', publishedAt: '2026-01-02T03:04:05.000Z' }], page: 1, pageSize: 10, total: 1 };

describe('apiClient.call', () => {
  it('builds the URL from path params and query and parses the typed response', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const client = createApiClient({ baseUrl: 'http://x', fetch: answering(200, page, seen) });
    const result = await client.call(api.listNotices, { query: { page: 2, pageSize: 5 } });
    expect(seen.url).toBe('http://x/api/notices?page=2&pageSize=5');
    expect(seen.init?.method).toBe('GET');
    expect(result.items[0]?.title).toBe('T');
  });

  it('sends the CSRF header on writes (not on reads) and credentials same-origin', async () => {
    const seen: { init?: RequestInit } = {};
    const client = createApiClient({ fetch: answering(200, { ok: true }, seen) });
    await client.call(api.logout);
    expect(seen.init?.method).toBe('POST');
    expect(seen.init?.credentials).toBe('same-origin');
    expect((seen.init?.headers as Record<string, string>)['x-tcg-csrf']).toBe('1');
    await client.call(api.listNotices, {}).catch(() => undefined);
    expect((seen.init?.headers as Record<string, string>)['x-tcg-csrf']).toBeUndefined();
  });

  it('sends the UI language as Accept-Language, and none when it is unknown', async () => {
    const seen: { init?: RequestInit } = {};
    let language: string | undefined = 'zh';
    const client = createApiClient({ fetch: answering(200, page, seen), language: () => language });
    await client.call(api.listNotices);
    expect((seen.init?.headers as Record<string, string>)['accept-language']).toBe('zh');
    language = undefined;
    await client.call(api.listNotices);
    expect((seen.init?.headers as Record<string, string>)['accept-language']).toBeUndefined();
  });

  it('encodes path parameters', async () => {
    const seen: { url?: string } = {};
    const client = createApiClient({ fetch: answering(200, { address: 'a', whitelisted: false }, seen) });
    await client.call(api.lookupWhitelist, { params: { address: 'Ab+/c' } });
    expect(seen.url).toBe('/api/whitelist/Ab%2B%2Fc');
  });

  it('throws an ApiError carrying the server code, message and field', async () => {
    const client = createApiClient({
      fetch: answering(400, { error: { code: 'bad_request', message: 'Invalid address', field: 'address' } }),
    });
    const error = await client.call(api.lookupWhitelist, { params: { address: 'nope' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request', message: 'Invalid address', field: 'address' });
  });

  it('maps a non-contract error body by status', async () => {
    const client = createApiClient({ fetch: answering(404, '<html>nope</html>') });
    await expect(client.call(api.getNotice, { params: { id: 1 } })).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });

  it('rejects a response that breaks the contract', async () => {
    const client = createApiClient({ fetch: answering(200, { items: 'no' }) });
    await expect(client.call(api.listNotices)).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('reports an unreachable server as a network error', async () => {
    const client = createApiClient({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(client.call(api.health)).rejects.toMatchObject({ code: 'network', status: 0 });
  });
});

describe('apiClient types', () => {
  it('requires input when the endpoint has path params', () => {
    const client = createApiClient({ fetch: answering(200, {}) });
    // @ts-expect-error getNotice needs { params: { id } }
    const call = () => client.call(api.getNotice);
    expect(typeof call).toBe('function');
  });
});
