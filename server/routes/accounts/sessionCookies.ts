import type { Context } from 'hono';
import type { SignedIn } from '../../../src/contracts/accounts/account';
import type { SignInResult } from '../../accounts/signedIn';
import { serializeClearedSessionCookie, serializeSessionCookie } from '../../domain/auth/sessionCookie';
import { requestIsSecure } from '../../http/requestContext';
import type { AccountRouteDeps } from './accountRouteDeps';

/** Gives this browser the session cookie of a new session (httpOnly; lives as long as the session may). */
export function setSessionCookie(deps: AccountRouteDeps, c: Context, token: string): void {
  const secure = requestIsSecure(c, deps.trustProxy);
  c.header('Set-Cookie', serializeSessionCookie(token, { secure, maxAgeSeconds: deps.sessionPolicy.absoluteLifetimeSeconds }), { append: true });
}

/** Clears the session cookie on this response (logout, revoking the current session). */
export function clearSessionCookie(deps: AccountRouteDeps, c: Context): void {
  c.header('Set-Cookie', serializeClearedSessionCookie({ secure: requestIsSecure(c, deps.trustProxy) }), { append: true });
}

/** A sign-in's HTTP answer: the new session's cookie (if one was opened) and the signed-in body. */
export function signInAnswer(deps: AccountRouteDeps, c: Context, result: SignInResult): SignedIn {
  if (result.sessionToken) setSessionCookie(deps, c, result.sessionToken);
  return result.answer;
}
