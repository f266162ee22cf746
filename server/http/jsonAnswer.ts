import type { Context } from 'hono';
import { gzipSync } from 'node:zlib';

/** Smallest JSON answer worth gzipping (the compression middleware's threshold): below it the headers cost more. */
export const JSON_GZIP_MIN_BYTES = 1024;

/**
 * True when an Accept-Encoding header takes gzip: named (or `*`) with a q-value above zero ("gzip;q=0" refuses it,
 * RFC 9110 §12.5.3).
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const takes = Number.isFinite(weight) && weight > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return takes;
    if (coding === '*') star = takes;
  }
  return star;
}

/**
 * The API's JSON answer, gzipped in one synchronous call when it is at least {@link JSON_GZIP_MIN_BYTES} and the
 * client takes gzip. Hono's `compress` would pipe every JSON answer (it has no length to compare with the threshold)
 * through a web CompressionStream, which cost about 1 ms of the event loop per battle start (docs/SERVER.md
 * "Battle starts"); a few KB gzip synchronously in tens of microseconds. The answer carries its Content-Length
 * (and Content-Encoding when zipped), so the compression middleware leaves it alone. `Vary: Accept-Encoding` is
 * the middleware's (set for every answer before the handler runs).
 */
export function jsonAnswer(c: Context, data: unknown, status: 200 | 201 = 200): Response {
  const text = JSON.stringify(data);
  const length = Buffer.byteLength(text);
  if (length >= JSON_GZIP_MIN_BYTES && acceptsGzip(c.req.header('accept-encoding'))) {
    const zipped = new Uint8Array(gzipSync(text));
    return c.body(zipped, status, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': String(zipped.byteLength) });
  }
  return c.body(text, status, { 'Content-Type': 'application/json', 'Content-Length': String(length) });
}
