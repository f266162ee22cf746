import { timingSafeEqual } from 'node:crypto';
import type { Handler } from 'hono';
import type { ServerMetrics } from '../metrics/serverMetrics';

/** True when `given` is the expected bearer token, compared in constant time. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics: the process's metrics in the Prometheus text format, for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Anyone else gets a 404, as if there were no such page.
 */
export function metricsEndpoint(metrics: ServerMetrics, token: string): Handler {
  return async (c) => {
    if (!tokenMatches(c.req.header('authorization'), token)) return c.notFound();
    const body = await metrics.registry.metrics();
    return c.body(body, 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  };
}
