import type { Context } from 'hono';

/** nginx's "client closed request": logged for a request whose client went away; never a 5xx. */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * Whether a request failed because its client went away or sent a broken body (hung up mid-upload, a malformed
 * chunked encoding): the socket is gone or the request stream was aborted. Not a server fault: such failures must
 * not count as 5xx, or anyone could inflate the error rate.
 */
export function isClientAbort(error: unknown, c: Context): boolean {
  const incoming = (c.env as { incoming?: { destroyed?: boolean; aborted?: boolean; readableAborted?: boolean; complete?: boolean } } | undefined)?.incoming;
  if (incoming && (incoming.aborted || incoming.readableAborted || (incoming.destroyed && !incoming.complete))) return true;
  const code = (error as { code?: unknown }).code;
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'HPE_INVALID_CHUNK_SIZE' || (error instanceof Error && /\baborted\b/i.test(error.message));
}
