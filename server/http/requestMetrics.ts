import type { MiddlewareHandler } from 'hono';
import type { ServerMetrics } from '../metrics/serverMetrics';

/**
 * Times every request into tcg_http_request_duration_seconds by route pattern (`/api/battles/:id`, never the
 * id: bounded label values), method and status class (2xx…5xx). Unmatched paths and static files share one
 * label each, so a scanner cannot grow the series.
 */
export function requestMetrics(metrics: ServerMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const pattern = c.req.routePath;
      const route = pattern.startsWith('/api/') || pattern === '/metrics' ? pattern : pattern === '/*' || pattern === '*' ? 'static' : 'other';
      const status = `${Math.floor(c.res.status / 100)}xx`;
      metrics.http.observe({ route, method: c.req.method, status }, (performance.now() - started) / 1000);
    }
  };
}
