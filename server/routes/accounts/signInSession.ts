import type { Context } from 'hono';
import { insertSession, revokeSessionRow, revokeSessionsBeyondCap } from '../../db/sessionRepository';
import { createSession } from '../../domain/auth/session';
import { serializeClearedSessionCookie, serializeSessionCookie } from '../../domain/auth/sessionCookie';
import type { AuthenticatedPlayer } from '../../http/authenticator';
import { requestIp, requestIsSecure } from '../../http/requestContext';
import type { AccountDeps } from './accountDeps';

/**
 * Signs this browser in to `accountId`: a new session row and its httpOnly cookie. A session this browser had
 * before is revoked (a fresh token on every sign-in: no session fixation, no orphaned sessions), and so are the
 * account's least recently used sessions beyond `deps.sessionCap`.
 */
export async function startSession(deps: AccountDeps, c: Context, accountId: string, previous: AuthenticatedPlayer | null): Promise<void> {
  const now = deps.now();
  if (previous) await revokeSessionRow(deps.db, previous.id, previous.sessionId, now);
  const { token, record } = createSession(
    { accountId, userAgent: c.req.header('user-agent') ?? null, ip: requestIp(c, deps.trustProxy), now },
    deps.sessionPolicy,
  );
  await insertSession(deps.db, record);
  await revokeSessionsBeyondCap(deps.db, accountId, record.id, deps.sessionCap, now);
  const secure = requestIsSecure(c, deps.trustProxy);
  c.header('Set-Cookie', serializeSessionCookie(token, { secure, maxAgeSeconds: deps.sessionPolicy.absoluteLifetimeSeconds }), { append: true });
}

/** Clears the session cookie on this response (logout, revoking the current session). */
export function clearSessionCookie(deps: AccountDeps, c: Context): void {
  c.header('Set-Cookie', serializeClearedSessionCookie({ secure: requestIsSecure(c, deps.trustProxy) }), { append: true });
}
