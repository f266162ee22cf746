import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ApiErrorCode } from '../../src/contracts/api';

/** An error a handler throws on purpose; the app turns it into `{ error: { code, message, field } }`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
    /** For 429s: when to retry; also sent as the Retry-After header. */
    readonly retryAfterSeconds?: number,
    /** A use case's refusal reason and its parameters, for the client to word. */
    readonly refusal?: { reason: string; params?: Readonly<Record<string, string | number>> },
  ) {
    super(message);
  }

  /** The JSON body of this error. */
  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
        ...(this.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: this.retryAfterSeconds }),
        ...(this.refusal ? { reason: this.refusal.reason } : {}),
        ...(this.refusal?.params ? { params: { ...this.refusal.params } } : {}),
      },
    };
  }
}

/** 404 for a resource that does not exist. */
export function notFound(message: string): HttpError {
  return new HttpError(404, 'not_found', message);
}

/** 400 naming the input field at fault. */
export function badRequest(message: string, field?: string): HttpError {
  return new HttpError(400, 'bad_request', message, field);
}
