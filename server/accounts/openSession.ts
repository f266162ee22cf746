import { createSession } from '../domain/auth/session';
import type { AppDeps } from '../appDeps';
import type { Visitor } from './visitor';

/**
 * Signs this browser in to `accountId`: a new session row, whose token goes in the cookie. A session this browser
 * had before is revoked (a fresh token on every sign-in: no session fixation, no orphaned sessions), and so are the
 * account's least recently used sessions beyond `deps.sessionCap`. Returns the token.
 */
export async function openSession(
  deps: Pick<AppDeps, 'db' | 'repositories' | 'revocations' | 'sessionPolicy' | 'sessionCap'>,
  input: { accountId: string; visitor: Visitor; now: Date },
): Promise<string> {
  const { accountId, visitor, now } = input;
  if (visitor.current) await deps.repositories.sessions.revoke(deps.db, visitor.current.id, visitor.current.sessionId, now, deps.revocations);
  const { token, record } = createSession({ accountId, userAgent: visitor.userAgent, ip: visitor.ip, now }, deps.sessionPolicy);
  await deps.repositories.sessions.insert(deps.db, record);
  await deps.repositories.sessions.revokeBeyondCap(deps.db, accountId, record.id, deps.sessionCap, now, deps.revocations);
  return token;
}
