import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { createApp, createAppDeps, maxBodyBytes } from '../../server/app';
import { noSessionAuthenticator } from '../../server/http/authenticator';
import { createHandlers } from '../../server/routes/handlers';
import { createLogger } from '../../server/logger';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the api table', () => {
  it('has a handler for every endpoint', () => {
    const handlers = createHandlers(createAppDeps({ database: t.database, logger: createLogger('silent'), staticDir: '/nonexistent', version: 'x', authenticate: noSessionAuthenticator }));
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(api).sort());
    for (const handler of Object.values(handlers)) expect(typeof handler).toBe('function');
  });

  it('routes every endpoint on the app', () => {
    const routes = new Set(t.app.routes.map((route) => `${route.method} ${route.path}`));
    for (const endpoint of Object.values(api)) expect(routes).toContain(`${endpoint.method} ${endpoint.path}`);
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/notices'],
    ['DELETE', '/api/notices/1'],
    ['GET', '/api/notices/1/extra'],
  ])('%s %s answers 404 JSON', async (method, path) => {
    const response = await t.request(path, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: `No such endpoint: ${method} ${path}` } });
  });
});

describe('server errors', () => {
  it('answer 500 JSON without internals and log the details', async () => {
    const logs: string[] = [];
    const failing = {
      ...t.repositories,
      notices: {
        ...t.repositories.notices,
        listPage: () => Promise.reject(new Error('relation "notices" does not exist (secret detail)')),
      },
    };
    const app = createApp({
      database: t.database,
      repositories: failing,
      logger: createLogger('info', (line) => logs.push(line)),
      staticDir: '/nonexistent',
      version: 'x',
    });
    const response = await app.request('/api/notices');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal', message: 'Something went wrong on the server' } });
    expect(text).not.toMatch(/secret|relation/);
    const logged = logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', msg: 'unhandled error', error: expect.stringMatching(/secret detail/) }));
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'request', path: '/api/notices', status: 500 }));
  });
});

describe('request bodies', () => {
  it('refuses a body over the limit with 413 JSON before routing', async () => {
    const response = await t.request('/api/notices', { method: 'POST', body: 'x'.repeat(maxBodyBytes + 1), headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request', message: expect.stringMatching(/larger than 64 KB/) } });
  });
});
