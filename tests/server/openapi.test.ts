import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { openApiPath, type OpenApiDocument } from '../../server/openapi/openApiDocument';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.request('/api/openapi.json');
  expect(response.status).toBe(200);
  doc = (await response.json()) as OpenApiDocument;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with the server version', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'TCG game API', version: '0.0.0-test' });
  });

  it('passes the official OpenAPI 3.1 schema', async () => {
    const result = await new Validator().validate(structuredClone(doc) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every endpoint of the api table, and nothing else', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const expected = Object.values(api).map((e) => `${e.method} ${openApiPath(e.path)}`);
    expect(documented.sort()).toEqual(expected.sort());
    for (const [name, endpoint] of Object.entries(api)) {
      const op = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(op).toMatchObject({ operationId: name, summary: endpoint.summary, 'x-auth': endpoint.auth });
      expect(op?.responses['200']?.content?.['application/json'].schema).toHaveProperty('type', 'object');
      expect(op?.responses['500']?.content?.['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    }
  });

  it('derives parameters from the zod schemas', () => {
    const list = doc.paths['/api/notices']?.get;
    expect(list?.parameters).toEqual([
      expect.objectContaining({ name: 'page', in: 'query', required: false, schema: expect.objectContaining({ type: 'integer', minimum: 1, default: 1 }) }),
      expect.objectContaining({ name: 'pageSize', in: 'query', required: false, schema: expect.objectContaining({ maximum: 50, default: 10 }) }),
    ]);
    const detail = doc.paths['/api/notices/{id}']?.get;
    expect(detail?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(Object.keys(detail?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404', '500']));
    const notice = detail?.responses['200']?.content?.['application/json'].schema as { required: string[] };
    expect(notice.required).toEqual(expect.arrayContaining(['id', 'title', 'summary', 'body', 'publishedAt']));
  });

  it('defines the shared error body', () => {
    expect(doc.components.schemas.ApiError).toMatchObject({
      type: 'object',
      properties: { error: { type: 'object', required: expect.arrayContaining(['code', 'message']) } },
    });
  });
});
