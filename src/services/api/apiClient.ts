import i18next from 'i18next';
import { apiErrorBody, CSRF_HEADER, CSRF_HEADER_VALUE, type ApiErrorCode, type EndpointDef, type EndpointInput, type EndpointResponse } from '../../contracts/api';
import { ApiError } from './apiError';
import { buildUrl } from './buildUrl';

/** The part of `fetch` the client needs; tests pass the server's `app.request` here. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Prefix of every path; '' (same origin) by default. */
  baseUrl?: string;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: FetchLike;
  /**
   * The language the player reads the UI in, sent as Accept-Language so that the server's refusals come back
   * in it even before sign-in (the browser's own Accept-Language may differ from the language chosen in the UI).
   */
  language?: () => string | undefined;
}

/** Per-call options: an abort signal (React Query passes one). */
export interface CallOptions {
  signal?: AbortSignal;
}

/** The typed API client: one generic `call` for every endpoint of `api`. */
export interface ApiClient {
  /**
   * Calls an endpoint and resolves to its response parsed by the endpoint's response schema.
   * Rejects with an {@link ApiError} carrying the server's code, message and field.
   */
  call<E extends EndpointDef>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
}

/** Input may be left out only when the endpoint needs none (no path params, no body). */
export type CallArgs<E extends EndpointDef> = object extends EndpointInput<E>
  ? [input?: EndpointInput<E>, options?: CallOptions]
  : [input: EndpointInput<E>, options?: CallOptions];

const statusCodes: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
  503: 'unavailable',
};

/** Builds an API client. Input is validated by the server (so its 400 names the field); responses here. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  return {
    async call<E extends EndpointDef>(endpoint: E, ...args: CallArgs<E>) {
      const [input, callOptions] = args as [EndpointInput<E> | undefined, CallOptions | undefined];
      const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
      const url = buildUrl(baseUrl, endpoint.path, parts.params, parts.query);
      const headers: Record<string, string> = { accept: 'application/json' };
      // Writes carry the CSRF header (a cross-site page cannot send it); the session cookie goes same-origin only.
      if (endpoint.method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
      const language = options.language?.();
      if (language) headers['accept-language'] = language;
      const init: RequestInit = { method: endpoint.method, headers, credentials: 'same-origin' };
      if (callOptions?.signal) init.signal = callOptions.signal;
      if (parts.body !== undefined) {
        headers['content-type'] = 'application/json';
        init.body = JSON.stringify(parts.body);
      }
      const doFetch: FetchLike = options.fetch ?? ((i, r) => globalThis.fetch(i, r));
      let response: Response;
      try {
        response = await doFetch(url, init);
      } catch (cause) {
        if (callOptions?.signal?.aborted) throw cause;
        throw new ApiError({ status: 0, code: 'network', message: 'The server could not be reached', cause });
      }
      const text = await response.text();
      let json: unknown;
      try {
        json = text === '' ? undefined : JSON.parse(text);
      } catch (cause) {
        throw new ApiError({
          status: response.status,
          code: response.ok ? 'bad_response' : (statusCodes[response.status] ?? 'internal'),
          message: `Unexpected non-JSON response (HTTP ${response.status})`,
          cause,
        });
      }
      if (!response.ok) {
        const parsedError = apiErrorBody.safeParse(json);
        if (parsedError.success) {
          const { code, message, field, retryAfterSeconds, reason, params } = parsedError.data.error;
          throw new ApiError({ status: response.status, code, message, field, retryAfterSeconds, reason, params });
        }
        throw new ApiError({
          status: response.status,
          code: statusCodes[response.status] ?? 'internal',
          message: `Request failed (HTTP ${response.status})`,
        });
      }
      const parsed = endpoint.response.safeParse(json);
      if (!parsed.success) {
        throw new ApiError({
          status: response.status,
          code: 'bad_response',
          message: `Response of ${endpoint.method} ${endpoint.path} does not match the contract`,
          cause: parsed.error,
        });
      }
      return parsed.data as EndpointResponse<E>;
    },
  };
}

/** The browser's client: same origin, global fetch, the UI's language. */
export const apiClient: ApiClient = createApiClient({ language: () => i18next.resolvedLanguage ?? i18next.language });
