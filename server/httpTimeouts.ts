/** How long a client may take to send one request (Node's http server limits). */
export interface HttpTimeouts {
  /** The whole request, headers and body: a JSON API's bodies are at most 64 KB. */
  requestTimeoutMs: number;
  /** The request line and headers. */
  headersTimeoutMs: number;
}

/**
 * 30 s for a request and 10 s for its headers instead of Node's 300 s and 60 s: a 64 KB body arrives in well under
 * 30 s even on a poor mobile link, while a client trickling bytes can no longer hold a connection for minutes.
 */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { requestTimeoutMs: 30_000, headersTimeoutMs: 10_000 };
