import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './httpTimeouts';

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of what reuses it (HAProxy's
 * http-keep-alive 10 s, a cloud load balancer's 60 s, a client's pool), so the server never closes a connection at the
 * moment a client sends on it (that request would die with ECONNRESET; Node's default is 5 s).
 */
export const IDLE_KEEP_ALIVE_MS = 65_000;

/** A listening HTTP server. */
export interface RunningServer {
  /** The bound port (useful when asked for port 0). */
  port: number;
  /**
   * Stops accepting connections, lets in-flight requests finish (cutting connections still open after
   * `timeoutMs`), and resolves once the server is closed.
   */
  close(timeoutMs?: number): Promise<void>;
}

/**
 * Serves `app` on Node's HTTP server with the request and header timeouts (DEFAULT_HTTP_TIMEOUTS unless given),
 * checked every second rather than Node's 30 s, so a slow sender is cut close to its deadline.
 */
export function listen(app: Hono, options: { port: number; host: string; timeouts?: HttpTimeouts }): Promise<RunningServer> {
  const timeouts = options.timeouts ?? DEFAULT_HTTP_TIMEOUTS;
  return new Promise((resolve, reject) => {
    const serverOptions = { requestTimeout: timeouts.requestTimeoutMs, headersTimeout: timeouts.headersTimeoutMs, connectionsCheckingInterval: 1000 };
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host, serverOptions }, (info) => {
      resolve({ port: info.port, close: (timeoutMs = 10_000) => closeGracefully(server as Server, timeoutMs) });
    }) as Server;
    server.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;
    server.once('error', reject);
  });
}

function closeGracefully(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    timer.unref();
    server.close((error) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    });
    // Keep-alive sockets with no request in flight would hold close() open: end them now.
    server.closeIdleConnections();
  });
}
