/**
 * The name of a cookie for this request's scheme: under https the `__Host-` prefix makes the browser refuse it
 * unless it is Secure, has Path=/ and no Domain, so a sibling subdomain (w. vs a.) can neither set nor overwrite it.
 */
export function hostCookieName(baseName: string, secure: boolean): string {
  return secure ? `__Host-${baseName}` : baseName;
}

/**
 * Set-Cookie for a server-only secret: HttpOnly (scripts never see it), SameSite=Lax (not sent on cross-site
 * POSTs), Secure under https, Path=/. A Max-Age of 0 deletes it. The value is base64url tokens joined by dots.
 */
export function serializeHostCookie(baseName: string, value: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  if (!/^[A-Za-z0-9_.-]*$/.test(value)) throw new Error(`${baseName} cookie value must be base64url tokens joined by dots`);
  const parts = [`${hostCookieName(baseName, options.secure)}=${value}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of the cookie `baseName` (for this scheme) from a Cookie header if it matches `shape` (a token); else null. */
export function readHostCookie(cookieHeader: string | null | undefined, baseName: string, secure: boolean, shape = /^[A-Za-z0-9_-]{20,200}$/): string | null {
  if (!cookieHeader) return null;
  const name = hostCookieName(baseName, secure);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return shape.test(value) ? value : null;
  }
  return null;
}
