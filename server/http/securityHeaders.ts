import type { MiddlewareHandler } from 'hono';

/**
 * Browser features the game never uses, switched off for the page and anything it embeds, so an injected frame
 * or script cannot ask for them. Fullscreen stays for this origin (the battle view may use it).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), fullscreen=(self)';

/**
 * The security headers of every answer (pages, files and /api alike): the Content-Security-Policy (built once by
 * `contentSecurityPolicy`), `nosniff` (a JSON or text answer is never run as script or style), the referrer trimmed
 * to the origin across sites, and the {@link PERMISSIONS_POLICY}. The one list: the {@link securityHeaders}
 * middleware sets it on Hono's answers, and the live feed, which writes Node's response itself, sends it too.
 */
export function securityHeaderValues(csp: string): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** Sets `headers` ({@link securityHeaderValues}) on every answer once it is made. */
export function securityHeaders(headers: Readonly<Record<string, string>>): MiddlewareHandler {
  const entries = Object.entries(headers);
  return async (c, next) => {
    await next();
    for (const [name, value] of entries) c.res.headers.set(name, value);
  };
}
