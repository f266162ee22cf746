import { hashSecret } from './secretToken';
import { DEFAULT_SESSION_POLICY, sessionStatus, touchSession, type SessionPolicy, type SessionRecord } from './session';

/** What a request's session cookie amounts to. */
export type ResolvedSession =
  /** No cookie: an anonymous request. */
  | { status: 'none' }
  /** A cookie naming no live session (unknown, expired or revoked): treat as anonymous and clear the cookie. */
  | { status: 'dead'; reason: 'unknown' | 'expired' | 'revoked' }
  /** A live session; `touched` is the record to write back, or null when nothing changed. */
  | { status: 'active'; session: SessionRecord; touched: SessionRecord | null };

/**
 * The authenticator's core: from the cookie's token to a session. Looks the session up by the token's hash
 * (`find` is the repository query `WHERE token_hash = $1`), checks it is live, and slides its expiry.
 */
export async function resolveSession(
  token: string | null,
  find: (tokenHash: string) => Promise<SessionRecord | undefined>,
  now: Date,
  context: { ip?: string | null } = {},
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<ResolvedSession> {
  if (!token) return { status: 'none' };
  const record = await find(hashSecret(token));
  if (!record) return { status: 'dead', reason: 'unknown' };
  const status = sessionStatus(record, now);
  if (status !== 'active') return { status: 'dead', reason: status };
  const touched = touchSession(record, now, context, policy);
  return { status: 'active', session: touched.record, touched: touched.changed ? touched.record : null };
}
