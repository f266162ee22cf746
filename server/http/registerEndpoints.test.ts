import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../src/contracts/api';
import { createLogger } from '../logger';
import type { AuthenticatedPlayer, Authenticator } from './authenticator';
import { installErrorResponses } from './errorResponses';
import { registerEndpoints, type Handlers } from './registerEndpoints';

const endpoints = {
  whoAmI: defineEndpoint({
    method: 'GET',
    path: '/api/me',
    summary: 'The signed-in player',
    auth: 'player',
    response: z.object({ id: z.string() }),
  }),
  rename: defineEndpoint({
    method: 'POST',
    path: '/api/things/:id/name',
    summary: 'Rename a thing',
    auth: 'player',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: z.object({ name: z.string().min(2, 'Name is too short'), tags: z.array(z.string()).max(2).optional() }),
    response: z.object({ id: z.number(), name: z.string(), by: z.string() }),
  }),
  broken: defineEndpoint({
    method: 'GET',
    path: '/api/broken',
    summary: 'Answers outside its contract',
    auth: 'public',
    response: z.object({ ok: z.literal(true) }),
  }),
};

/** Builds a tiny app on the test table and records what reached the handlers and the log. */
function build(player: AuthenticatedPlayer | null) {
  const calls: string[] = [];
  const logs: string[] = [];
  const authenticate: Authenticator = async () => player;
  const handlers: Handlers<typeof endpoints> = {
    whoAmI: async ({ player: p }) => {
      calls.push('whoAmI');
      return { id: p.id };
    },
    rename: async ({ params, body, player: p }) => {
      calls.push(`rename ${params.id} ${body.name}`);
      return { id: params.id, name: body.name, by: p.id };
    },
    broken: async () => {
      calls.push('broken');
      return { ok: false } as unknown as { ok: true };
    },
  };
  const app = new Hono();
  registerEndpoints(app, endpoints, handlers, authenticate);
  installErrorResponses(app, createLogger('error', (line) => logs.push(line)));
  return { app, calls, logs };
}

const post = (body: string) => ({ method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('registerEndpoints: auth', () => {
  it('answers 401 for a player endpoint with no session, before validating or calling the handler', async () => {
    const { app, calls } = build(null);
    const response = await app.request('/api/things/abc/name', post('{}'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Sign in to do this' } });
    expect(calls).toEqual([]);
  });

  it('passes the authenticated player to the handler', async () => {
    const { app } = build({ id: 'acc-42', sessionId: 's-1', language: 'en' });
    expect(await (await app.request('/api/me')).json()).toEqual({ id: 'acc-42' });
    const response = await app.request('/api/things/7/name', post('{"name":"Ada"}'));
    expect(await response.json()).toEqual({ id: 7, name: 'Ada', by: 'acc-42' });
  });
});

describe('registerEndpoints: validation', () => {
  it.each([
    ['/api/things/abc/name', '{"name":"Ada"}', 'id'],
    ['/api/things/7/name', '{"name":"A"}', 'name'],
    ['/api/things/7/name', '{"name":"Ada","tags":["a","b","c"]}', 'tags'],
    ['/api/things/7/name', '{"name":"Ada","tags":[1]}', 'tags.0'],
    ['/api/things/7/name', '[]', undefined],
  ])('%s with %s: 400 naming %s, handler not called', async (url, body, field) => {
    const { app, calls } = build({ id: 'acc-1', sessionId: 's-1', language: 'en' });
    const response = await app.request(url, post(body));
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { code: string; field?: string } };
    expect(json.error.code).toBe('bad_request');
    expect(json.error.field).toBe(field);
    expect(calls).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const { app, calls } = build({ id: 'acc-1', sessionId: 's-1', language: 'en' });
    const response = await app.request('/api/things/7/name', post('{name:'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'bad_request', message: 'Request body is not valid JSON' } });
    expect(calls).toEqual([]);
  });
});

describe('registerEndpoints: responses', () => {
  it('answers 500 without details when a handler breaks its response contract, and logs why', async () => {
    const { app, logs } = build(null);
    const response = await app.request('/api/broken');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong on the server' } });
    expect(logs.join('\n')).toMatch(/broken breaks its contract/);
  });

  it('refuses to register a table with a missing handler', () => {
    const app = new Hono();
    const partial = { whoAmI: async () => ({ id: 1 }) } as unknown as Handlers<typeof endpoints>;
    expect(() => registerEndpoints(app, endpoints, partial, async () => null)).toThrow(/No handler registered for endpoint "rename"/);
  });
});
