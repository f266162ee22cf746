import { z } from 'zod';
import { apiErrorBody, CSRF_HEADER, CSRF_HEADER_VALUE, type EndpointDef } from '../../src/contracts/api';

/** A JSON Schema object as zod emits it. */
type JsonSchema = Record<string, unknown>;

/** The subset of an OpenAPI 3.1 document this server produces. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

/** One operation of {@link OpenApiDocument}. */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema; description?: string }[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: JsonSchema } } }>;
  'x-auth': EndpointDef['auth'];
  security?: Record<string, string[]>[];
}

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Turns an object schema into OpenAPI parameters, one per property. */
function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

const errorRef = { $ref: '#/components/schemas/ApiError' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } });

const csrfParameter = {
  name: CSRF_HEADER,
  in: 'header' as const,
  required: true,
  schema: { type: 'string', const: CSRF_HEADER_VALUE },
  description: 'Every write carries it (CSRF protection); the typed client sends it.',
};

/** Express-style `:id` segments to OpenAPI `{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Builds the OpenAPI 3.1 document of an endpoint table from its zod schemas (nothing written by hand). */
export function buildOpenApiDocument(endpoints: Record<string, EndpointDef>, version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const write = endpoint.method !== 'GET';
    const parameters = [
      ...parametersOf(endpoint.params, 'path'),
      ...parametersOf(endpoint.query, 'query'),
      ...(write ? [csrfParameter] : []),
    ];
    const hasInput = parametersOf(endpoint.params, 'path').length + parametersOf(endpoint.query, 'query').length > 0 || endpoint.body !== undefined;
    const operation: OpenApiOperation = {
      operationId: name,
      summary: endpoint.summary,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(endpoint.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(endpoint.body, 'input') } } } } : {}),
      responses: {
        '200': { description: 'Success', content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } } },
        ...(hasInput ? { '400': errorResponse('Invalid input; `error.field` names the field') } : {}),
        ...(endpoint.auth === 'player' ? { '401': errorResponse('Not signed in') } : {}),
        ...(write ? { '403': errorResponse('Refused as possible cross-site request forgery (missing header, foreign origin)') } : {}),
        ...(endpoint.params ? { '404': errorResponse('No such resource') } : {}),
        '500': errorResponse('Server error'),
      },
      'x-auth': endpoint.auth,
      ...(endpoint.auth === 'player' ? { security: [{ sessionCookie: [] }] } : {}),
    };
    const key = openApiPath(endpoint.path);
    paths[key] = { ...paths[key], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'TCG game API',
      version,
      description: 'Generated from the zod contracts in src/contracts/api. Errors answer `{ error: { code, message, field? } }`.',
    },
    paths,
    components: {
      schemas: { ApiError: toSchema(apiErrorBody, 'output') },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'tcg_session',
          description: 'httpOnly session cookie set by every sign-in (`__Host-tcg_session` under https).',
        },
      },
    },
  };
}
