import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { EndpointDef, EndpointResponse } from '../../src/contracts/api';
import type { AuthenticatedPlayer, Authenticator } from './authenticator';
import type { CsrfCheck } from './csrfGuard';
import { badRequest, HttpError } from './httpError';
import { jsonAnswer } from './jsonAnswer';

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** What a handler receives: validated params, query and body, the player (for `player` endpoints), the context. */
export interface HandlerInput<E extends EndpointDef> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  player: E['auth'] extends 'player' ? AuthenticatedPlayer : null;
  context: Context;
}

/** Handles one endpoint; returns the response body (validated against the contract before sending). */
export type Handler<E extends EndpointDef> = (input: HandlerInput<E>) => Promise<EndpointResponse<E>>;

/** One handler per endpoint of an endpoint table: TypeScript refuses a table with one missing. */
export type Handlers<A extends Record<string, EndpointDef>> = { [K in keyof A]: Handler<A[K]> };

/** Raised when a handler's answer breaks its own contract: a server bug, answered as 500. */
export class ResponseContractError extends Error {
  override readonly name = 'ResponseContractError';
}

/** Validates one part of the input; on failure a 400 naming the first bad field. */
function parsePart(schema: z.ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return {};
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  throw badRequest(issue ? issue.message : `Invalid ${part}`, field);
}

/** Collects the query string: one value as a string, repeated keys as an array. */
function queryObject(c: Context): Record<string, string | string[]> {
  const all = c.req.queries();
  return Object.fromEntries(Object.entries(all).map(([key, values]) => [key, values.length === 1 ? (values[0] ?? '') : values]));
}

async function readBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}

/**
 * Registers a handler for every endpoint of `endpoints` on `app`: the CSRF check for writes (when given), then
 * authentication for `player` endpoints, then params, query and body validated with the endpoint's zod schemas,
 * then the handler, whose answer is checked against the response schema.
 */
export function registerEndpoints<A extends Record<string, EndpointDef>>(
  app: Hono,
  endpoints: A,
  handlers: Handlers<A>,
  authenticate: Authenticator,
  options: {
    csrf?: CsrfCheck;
    /** The 401 for a `player` endpoint without a session (default: "Sign in to do this"). */
    unauthorized?: (c: Context) => HttpError;
  } = {},
): void {
  for (const name of Object.keys(endpoints) as (keyof A & string)[]) {
    const endpoint = endpoints[name];
    const handler = handlers[name] as Handler<EndpointDef> | undefined;
    if (!endpoint) continue;
    if (!handler) throw new Error(`No handler registered for endpoint "${name}" (${endpoint.method} ${endpoint.path})`);
    app.on(endpoint.method, endpoint.path, async (c) => {
      options.csrf?.(c);
      let player: AuthenticatedPlayer | null = null;
      if (endpoint.auth === 'player') {
        player = await authenticate(c);
        if (!player) throw options.unauthorized?.(c) ?? new HttpError(401, 'unauthorized', 'Sign in to do this');
      }
      const params = parsePart(endpoint.params, c.req.param(), 'path parameters');
      const query = parsePart(endpoint.query, queryObject(c), 'query');
      const body = endpoint.body ? parsePart(endpoint.body, await readBody(c), 'body') : undefined;
      const result = await handler({ params, query, body, player, context: c } as HandlerInput<EndpointDef>);
      const checked = endpoint.response.safeParse(result);
      if (!checked.success) {
        throw new ResponseContractError(`Response of ${name} breaks its contract: ${checked.error.message}`);
      }
      return jsonAnswer(c, checked.data, 200);
    });
  }
}
