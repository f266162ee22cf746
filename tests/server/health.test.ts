import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { createTestApp, type TestApp } from './testApp';
import { testDatabaseKind } from './testDatabase';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers ok with the version and the database kind after a round trip', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ status: 'ok', version: '0.0.0-test', database: testDatabaseKind });
  });

  it('is reachable through the typed client', async () => {
    await expect(t.client.call(api.health)).resolves.toMatchObject({ status: 'ok' });
  });

  it('logs one JSON line for the request', async () => {
    await t.request('/api/health?x=1');
    const line = t.logs.at(-1);
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/health', status: 200 });
    expect(typeof line?.ms).toBe('number');
  });
});

describe('GET /api/health with the database gone', () => {
  it('answers 500 JSON (the round trip fails), without internals', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.request('/api/health');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong on the server' } });
    expect(broken.logs).toContainEqual(expect.objectContaining({ level: 'error', msg: 'unhandled error', path: '/api/health' }));
  });
});
