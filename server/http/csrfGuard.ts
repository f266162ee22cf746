import type { Context } from 'hono';
import { CSRF_ERROR_REASON } from '../domain/accounts/accountRefusalReasonFor';
import { allowedOrigins, checkCsrf, CSRF_HEADER, requestOrigin } from '../domain/auth/csrf';
import { accountFailure } from './accountRefusalError';

/** Throws a translated 403 when a request fails the CSRF check; safe methods always pass. */
export type CsrfCheck = (c: Context) => void;

/**
 * CSRF protection for every unsafe API request (signed in or not, which also stops login CSRF): the custom
 * header, Fetch Metadata and Origin checks of `checkCsrf`; the request's own origin is the one the browser used
 * (`requestOrigin`: behind a trusted proxy, from X-Forwarded-Proto and X-Forwarded-Host). `registerEndpoints` runs it before auth and
 * validation, so a refused write reaches no handler.
 */
export function csrfCheck(configuredOrigins: readonly string[], trustProxy = false): CsrfCheck {
  return (c) => {
    const verdict = checkCsrf({
      method: c.req.method,
      csrfHeader: c.req.header(CSRF_HEADER),
      origin: c.req.header('origin'),
      secFetchSite: c.req.header('sec-fetch-site'),
      allowedOrigins: allowedOrigins(
        requestOrigin(c.req.url, { proto: c.req.header('x-forwarded-proto'), host: c.req.header('x-forwarded-host') }, trustProxy),
        configuredOrigins,
      ),
    });
    if (!verdict.ok) throw accountFailure(CSRF_ERROR_REASON[verdict.reason]);
  };
}
