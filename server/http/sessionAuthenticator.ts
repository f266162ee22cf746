import type { Context } from 'hono';
import type { AccountLanguage } from '../../src/contracts/accounts/language';
import type { Db } from '../db/database';
import { sessionRepository, type FoundSession } from '../db/sessionRepository';
import { resolveSession } from '../domain/auth/resolveSession';
import { sessionStatus, type SessionPolicy } from '../domain/auth/session';
import { readSessionCookie, serializeClearedSessionCookie } from '../domain/auth/sessionCookie';
import type { AuthenticatedPlayer, Authenticator } from './authenticator';
import { requestIp, requestIsSecure } from './requestContext';
import type { SessionCache } from '../accounts/sessionCache';

/** What the session authenticator reads and writes. */
export interface SessionAuthenticatorDeps {
  db: Db;
  sessionCache: SessionCache;
  now: () => Date;
  trustProxy: boolean;
  sessionPolicy: SessionPolicy;
}

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
        const found = await sessionRepository.findByTokenHash(deps.db, hash);
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
    if (resolved.touched) await sessionRepository.touch(deps.db, resolved.touched);
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
