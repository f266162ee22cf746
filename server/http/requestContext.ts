import type { Context } from 'hono';
import { pickAccountLanguage, type AccountLanguage } from '../../src/contracts/accounts/language';
import { clientIp } from '../domain/auth/clientIp';
import { isSecureRequest, readSessionCookie } from '../domain/auth/sessionCookie';
import type { AuthenticatedPlayer } from './authenticator';
import { accountFailure } from './accountRefusalError';
import type { HttpError } from './httpError';

/** The socket's peer address under @hono/node-server; absent in `app.request` tests. */
function remoteAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/** The client's address (rate limits, the session list). */
export function requestIp(c: Context, trustProxy: boolean): string | null {
  return clientIp({ remoteAddress: remoteAddress(c), forwardedFor: c.req.header('x-forwarded-for'), trustProxy });
}

/** Whether the request came over https (cookie name and Secure flag). */
export function requestIsSecure(c: Context, trustProxy: boolean): boolean {
  return isSecureRequest(c.req.url, c.req.header('x-forwarded-proto'), trustProxy);
}

/** The visitor's language (a new account's setting): the account's setting, else Accept-Language (en by default). */
export function requestLanguage(c: Context, player?: AuthenticatedPlayer | null): AccountLanguage {
  return player?.language ?? pickAccountLanguage(c.req.header('accept-language'));
}

/**
 * The 401 of a `player` endpoint: "your session has ended" when the request carried a session cookie
 * that no longer works (revoked, expired, signed out elsewhere), otherwise "please sign in first".
 */
export function unauthorizedFailure(c: Context, trustProxy: boolean): HttpError {
  const hadCookie = readSessionCookie(c.req.header('cookie'), requestIsSecure(c, trustProxy)) !== null;
  return accountFailure(hadCookie ? 'session_expired' : 'not_signed_in');
}
