import type { Context } from 'hono';
import type { Db } from '../db/database';
import { findSessionByTokenHash, touchSessionRow } from '../db/sessionRepository';
import { resolveSession } from '../domain/auth/resolveSession';
import type { SessionPolicy } from '../domain/auth/session';
import { readSessionCookie, serializeClearedSessionCookie } from '../domain/auth/sessionCookie';
import { requestIp, requestIsSecure } from './requestContext';
import type { AccountLanguage } from '../../src/contracts/accounts/language';
import type { AuthenticatedPlayer, Authenticator } from './authenticator';

/**
 * The session-cookie authenticator: reads the cookie, resolves it (`resolveSession`: live, not revoked, sliding
 * expiry), writes the touched session back when it changed, and clears a cookie that names a dead session.
 * Resolved once per request (cached by request), so a handler may call it again cheaply.
 */
export function sessionAuthenticator(deps: { db: Db; now: () => Date; trustProxy: boolean; sessionPolicy: SessionPolicy }): Authenticator {
  const cache = new WeakMap<Request, Promise<AuthenticatedPlayer | null>>();
  const resolve = async (c: Context): Promise<AuthenticatedPlayer | null> => {
    const secure = requestIsSecure(c, deps.trustProxy);
    const token = readSessionCookie(c.req.header('cookie'), secure);
    let language: AccountLanguage = 'en';
    const resolved = await resolveSession(
      token,
      async (hash) => {
        const found = await findSessionByTokenHash(deps.db, hash);
        if (found) language = found.language;
        return found?.session;
      },
      deps.now(),
      { ip: requestIp(c, deps.trustProxy) },
      deps.sessionPolicy,
    );
    if (resolved.status === 'none') return null;
    if (resolved.status === 'dead') {
      c.header('Set-Cookie', serializeClearedSessionCookie({ secure }), { append: true });
      return null;
    }
    if (resolved.touched) await touchSessionRow(deps.db, resolved.touched);
    return { id: resolved.session.accountId, sessionId: resolved.session.id, language };
  };
  return (c) => {
    let pending = cache.get(c.req.raw);
    if (!pending) {
      pending = resolve(c);
      cache.set(c.req.raw, pending);
    }
    return pending;
  };
}
