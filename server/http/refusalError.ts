import type { ApiErrorCode } from '../../src/contracts/api/apiError';
import type { Refusal } from '../../src/contracts/api/refusal';
import { HttpError } from './httpError';

/** How one refusal reason answers over HTTP: its status and API code (the client words the reason itself). */
export interface RefusalHttp {
  status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;
  code: ApiErrorCode;
}

/** The HTTP answer of every reason of one area (a record, so a reason without an answer is a compile error). */
export type RefusalTable<R extends string> = Readonly<Record<R, RefusalHttp>>;

/**
 * Turns a use case's refusal into the {@link HttpError} the app sends; `field` names the input at fault, if any.
 * The body's `message` is the reason itself, for whoever reads a raw answer or a log: players see the client's
 * words for `reason` and `params`.
 */
export function refusalError<R extends string>(refusal: Refusal<R>, table: RefusalTable<R>, field?: string): HttpError {
  const entry = table[refusal.reason];
  return new HttpError(entry.status, entry.code, refusal.reason, field, undefined, { reason: refusal.reason, params: refusal.params });
}
