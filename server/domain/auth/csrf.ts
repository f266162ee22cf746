import { CSRF_HEADER_VALUE } from '../../../src/contracts/api/csrf';

// One definition shared with the browser's API client, which sends it on every write.
export { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/contracts/api/csrf';

/** What the CSRF check reads from a request. */
export interface CsrfRequest {
  method: string;
  /** Value of the CSRF header, if any. */
  csrfHeader: string | null | undefined;
  /** Origin header, if any. */
  origin: string | null | undefined;
  /** Sec-Fetch-Site header, if any (all current browsers send it). */
  secFetchSite: string | null | undefined;
  /** Origins that may call the API (the request's own origin, plus configured site/app hosts). */
  allowedOrigins: readonly string[];
}

/** Why a write was refused as possible cross-site request forgery. */
export type CsrfRefusal = 'missing_header' | 'cross_site' | 'foreign_origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for cookie-authenticated writes, without token state (OWASP: "custom request header" plus
 * "Fetch Metadata" and origin verification):
 * - A custom header cannot be added to a cross-origin request without a CORS preflight, which this server never
 *   approves; a plain form post or image cannot send one at all.
 * - Sec-Fetch-Site `cross-site` is refused outright; `same-site` is refused too unless the Origin is allowed,
 *   because w. and a. hosts are the same site but different origins.
 * - An Origin header, when present, must be one of ours.
 * SameSite=Lax on the cookie is a further layer, not the defence. Applied to every unsafe method, signed in or
 * not, which also stops login CSRF (signing a victim into an attacker's account).
 */
export function checkCsrf(req: CsrfRequest): { ok: true } | { ok: false; reason: CsrfRefusal } {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return { ok: true };
  if (req.csrfHeader !== CSRF_HEADER_VALUE) return { ok: false, reason: 'missing_header' };
  const site = req.secFetchSite?.toLowerCase();
  const originAllowed = req.origin ? req.allowedOrigins.some((o) => o.toLowerCase() === req.origin?.toLowerCase()) : false;
  if (site === 'cross-site') return { ok: false, reason: 'cross_site' };
  if (req.origin && req.origin !== 'null' && !originAllowed) return { ok: false, reason: 'foreign_origin' };
  if (req.origin === 'null') return { ok: false, reason: 'foreign_origin' };
  if (site === 'same-site' && !originAllowed) return { ok: false, reason: 'cross_site' };
  return { ok: true };
}

/**
 * The origins allowed to write: the request's own origin plus configured ones (e.g. the public site and app
 * hosts, `https://w.example.com,https://a.example.com`), lower-cased, without trailing slashes.
 */
export function allowedOrigins(requestUrl: string, configured: readonly string[] = []): string[] {
  const own = new URL(requestUrl).origin.toLowerCase();
  const extra = configured.map((o) => o.trim().toLowerCase().replace(/\/+$/, '')).filter((o) => o !== '');
  return [...new Set([own, ...extra])];
}

/**
 * The origin the browser used for this request, which is what its Origin header shows: the request URL's
 * origin, or behind a trusted reverse proxy (TRUST_PROXY=1) the scheme of X-Forwarded-Proto and the host of
 * X-Forwarded-Host (first entries; either may be missing). Without this, a server behind a TLS-terminating
 * proxy sees http:// (or the upstream host) and would refuse every write from its own https page. Untrusted
 * forwarded headers are ignored: they could be forged.
 */
export function requestOrigin(requestUrl: string, forwarded: { proto?: string | null; host?: string | null }, trustProxy: boolean): string {
  const own = new URL(requestUrl);
  if (!trustProxy) return own.origin.toLowerCase();
  const proto = forwarded.proto?.split(',')[0]?.trim().toLowerCase();
  const scheme = proto === 'https' || proto === 'http' ? proto : own.protocol.replace(/:$/, '');
  const host = forwarded.host?.split(',')[0]?.trim() || own.host;
  try {
    return new URL(`${scheme}://${host}`).origin.toLowerCase();
  } catch {
    return own.origin.toLowerCase();
  }
}
