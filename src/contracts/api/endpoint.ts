import type { z } from 'zod';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API endpoint, described once: the server validates with these schemas, the typed client infers its
 * types from them, and /api/openapi.json is generated from them.
 */
export interface EndpointDef {
  method: HttpMethod;
  /** Path in Hono/Express style, e.g. `/api/notices/:id`. */
  path: string;
  summary: string;
  /** `player` routes need a signed-in player; the server enforces this in one place. */
  auth: 'public' | 'player';
  params?: z.ZodType<Record<string, unknown>>;
  query?: z.ZodType<Record<string, unknown>>;
  body?: z.ZodType;
  response: z.ZodType;
}

/** Identity helper that keeps the literal types of an endpoint definition. */
export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint;
}

type InferOr<S, Fallback> = S extends z.ZodType ? z.infer<S> : Fallback;
type InputOr<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;

/** What a caller passes for an endpoint (params, query, body), with only the parts the endpoint has. */
export type EndpointInput<E extends EndpointDef> =
  (E['params'] extends z.ZodType ? { params: InputOr<E['params'], never> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: InputOr<E['query'], never> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: InputOr<E['body'], never> } : { body?: undefined });

/** The parsed response body of an endpoint. */
export type EndpointResponse<E extends EndpointDef> = InferOr<E['response'], never>;
