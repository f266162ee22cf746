import { readHostCookie, serializeHostCookie } from './hostCookie';

/** Cookie name over plain http (development). */
export const SESSION_COOKIE = 'tcg_session';
/**
 * Cookie name under https. The `__Host-` prefix makes the browser refuse the cookie unless it is Secure, has
 * Path=/ and no Domain, so a sibling subdomain (w. vs a.) can neither set nor overwrite it.
 */
export const SECURE_SESSION_COOKIE = '__Host-tcg_session';

/**
 * Whether the request came over https: the URL's scheme, or X-Forwarded-Proto when the server sits behind a
 * proxy it trusts (TRUST_PROXY=1); an untrusted header is ignored, it could be forged.
 */
export function isSecureRequest(url: string, forwardedProto: string | null | undefined, trustProxy: boolean): boolean {
  if (trustProxy && forwardedProto) return forwardedProto.split(',')[0]?.trim().toLowerCase() === 'https';
  return url.startsWith('https:');
}

/**
 * Set-Cookie for a new session: HttpOnly (scripts never see the token), SameSite=Lax (not sent on cross-site
 * POSTs, still sent when following a link into the game), Secure under https, Path=/. Max-Age is the session's
 * absolute lifetime; the server decides idle expiry itself.
 */
export function serializeSessionCookie(token: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) throw new Error('session token must be base64url');
  return serializeHostCookie(SESSION_COOKIE, token, options);
}

/** Set-Cookie that deletes the session cookie (logout, or a cookie naming a dead session). */
export function serializeClearedSessionCookie(options: { secure: boolean }): string {
  return serializeHostCookie(SESSION_COOKIE, '', { secure: options.secure, maxAgeSeconds: 0 });
}

/** The session token from a Cookie header, or null. Only the name for this scheme counts. */
export function readSessionCookie(cookieHeader: string | null | undefined, secure: boolean): string | null {
  return readHostCookie(cookieHeader, SESSION_COOKIE, secure);
}
