import type { Context } from 'hono';
import { EMAIL_CLAIM_COOKIE, EMAIL_CLAIM_TTL_SECONDS, MAX_CLAIMS_PER_BROWSER } from '../../domain/auth/emailClaim';
import { readHostCookie, serializeHostCookie } from '../../domain/auth/hostCookie';
import { requestIsSecure } from '../../http/requestContext';
import type { AccountRouteDeps } from './accountRouteDeps';

const TOKENS = new RegExp(`^[A-Za-z0-9_-]{20,64}(\\.[A-Za-z0-9_-]{20,64}){0,${MAX_CLAIMS_PER_BROWSER - 1}}$`);

/** The claim tokens this browser holds, newest first (none: an empty list). */
export function readClaimTokens(deps: AccountRouteDeps, c: Context): string[] {
  const value = readHostCookie(c.req.header('cookie'), EMAIL_CLAIM_COOKIE, requestIsSecure(c, deps.trustProxy), TOKENS);
  return value ? value.split('.') : [];
}

/**
 * Gives this browser a pending email claim, kept beside its newest earlier ones (a player may register two
 * addresses before confirming either). httpOnly: only the server ever reads the tokens.
 */
export function addClaimCookie(deps: AccountRouteDeps, c: Context, token: string): void {
  const tokens = [token, ...readClaimTokens(deps, c)].slice(0, MAX_CLAIMS_PER_BROWSER);
  c.header('Set-Cookie', serializeHostCookie(EMAIL_CLAIM_COOKIE, tokens.join('.'), { secure: requestIsSecure(c, deps.trustProxy), maxAgeSeconds: EMAIL_CLAIM_TTL_SECONDS }), { append: true });
}
