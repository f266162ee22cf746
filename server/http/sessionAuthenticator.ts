import type { Context } from 'hono';
import type { AccountLanguage } from '../../src/contracts/accounts/language';
import type { AppDeps } from '../appDeps';
import type { FoundSession } from '../db/sessionRepository';
import { resolveSession } from '../domain/auth/resolveSession';
import { sessionStatus } from '../domain/auth/session';
import { readSessionCookie, serializeClearedSessionCookie } from '../domain/auth/sessionCookie';
import type { AuthenticatedPlayer, Authenticator } from './authenticator';
import { requestIp, requestIsSecure } from './requestContext';

/** What the session authenticator takes from the app's dependencies. */
export type SessionAuthenticatorDeps = Pick<AppDeps, 'db' | 'repositories' | 'sessionCache' | 'now' | 'trustProxy' | 'sessionPolicy'>;

/**
 * The session-cookie authenticator: reads the cookie, resolves it (`resolveSession`: live, not revoked, sliding
 * expiry), writes the touched session back when it changed, and clears a cookie that names a dead session. The
 * session and its account's language come in one query, or from the session cache (`SessionCache`: only a live
 * session is answered from memory; anything else is read again). Resolved once per request, so a handler may call
 * it again cheaply.
 */
export function sessionAuthenticator(deps: SessionAuthenticatorDeps): Authenticator {
  const perRequest = new WeakMap<Request, Promise<AuthenticatedPlayer | null>>();
  const resolve = async (c: Context): Promise<AuthenticatedPlayer | null> => {
    const secure = requestIsSecure(c, deps.trustProxy);
    const token = readSessionCookie(c.req.header('cookie'), secure);
    if (!token) return null;
    const now = deps.now();
    let language: AccountLanguage = 'en';
    let lookup: { hash: string; ticket: number; hit: boolean } | undefined;
    const resolved = await resolveSession(
      token,
      async (hash) => {
        const cached = deps.sessionCache.get(hash);
        if (cached && sessionStatus(cached.session, now) === 'active') {
          lookup = { hash, ticket: deps.sessionCache.ticket(), hit: true };
          language = cached.language;
          return cached.session;
        }
        lookup = { hash, ticket: deps.sessionCache.ticket(), hit: false };
        const found = await deps.repositories.sessions.findByTokenHash(deps.db, hash);
        if (found) language = found.language;
        return found?.session;
      },
      now,
      { ip: requestIp(c, deps.trustProxy) },
      deps.sessionPolicy,
    );
    if (resolved.status === 'none') return null;
    if (resolved.status === 'dead') {
      c.header('Set-Cookie', serializeClearedSessionCookie({ secure }), { append: true });
      return null;
    }
    if (resolved.touched) await deps.repositories.sessions.touch(deps.db, resolved.touched);
    // Stored when read from the database or touched; `ticket` (taken before the read) drops it if a revocation came.
    if (lookup && (!lookup.hit || resolved.touched)) {
      const found: FoundSession = { session: resolved.session, language };
      deps.sessionCache.set(lookup.hash, found, lookup.ticket);
    }
    return { id: resolved.session.accountId, sessionId: resolved.session.id, language };
  };
  return (c) => {
    let pending = perRequest.get(c.req.raw);
    if (!pending) {
      pending = resolve(c);
      perRequest.set(c.req.raw, pending);
    }
    return pending;
  };
}
