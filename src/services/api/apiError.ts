import type { ApiErrorCode } from '../../contracts/api';

/**
 * Codes an {@link ApiError} may carry: the server's codes plus two the client detects itself:
 * `network` (no response reached us) and `bad_response` (a response that does not match the contract).
 */
export type ApiClientErrorCode = ApiErrorCode | 'network' | 'bad_response';

/** What went wrong in an API call, in a form screens can translate (`ui:errors.<code>`) and show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  readonly code: ApiClientErrorCode;
  /** The input field the server blamed (dotted path, e.g. `address` or `query.page`), if any. */
  readonly field: string | undefined;
  /** Seconds to wait before retrying, when the server rate-limited the call. */
  readonly retryAfterSeconds: number | undefined;
  /** A use case's refusal reason (words: `<ns>:refusals.<reason>`), when the server refused on purpose. */
  readonly reason: string | undefined;
  /** Values for the wording of {@link reason}. */
  readonly params: Readonly<Record<string, string | number>> | undefined;

  constructor(init: {
    status: number;
    code: ApiClientErrorCode;
    message: string;
    field?: string | undefined;
    retryAfterSeconds?: number | undefined;
    reason?: string | undefined;
    params?: Readonly<Record<string, string | number>> | undefined;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.reason = init.reason;
    this.params = init.params;
  }
}

/** Narrows an unknown thrown value to an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
