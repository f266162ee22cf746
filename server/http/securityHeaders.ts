import type { MiddlewareHandler } from 'hono';

/**
 * Browser features the game never uses, switched off for the page and anything it embeds, so an injected frame
 * or script cannot ask for them. Fullscreen stays for this origin (the battle view may use it).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), fullscreen=(self)';

/**
 * Security headers on every answer (pages, files and /api alike): the Content-Security-Policy (built once by
 * `contentSecurityPolicy`), `nosniff` (a JSON or text answer is never run as script or style), the referrer
 * trimmed to the origin across sites, and the {@link PERMISSIONS_POLICY}.
 */
export function securityHeaders(csp: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', csp);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  };
}
