import { randomUUID } from 'node:crypto';
import { hashSecret, newSecretToken } from './secretToken';

/** Session lifetime rules. */
export interface SessionPolicy {
  /** A session unused this long dies (sliding expiry). */
  idleTimeoutSeconds: number;
  /** No session outlives this, however active (limits the life of a stolen cookie). */
  absoluteLifetimeSeconds: number;
  /** lastSeenAt/expiresAt are written at most this often, so reads do not turn into a write per request. */
  touchIntervalSeconds: number;
}

/** 30 days idle, 180 days absolute, touched at most every 5 minutes: a game played weekly never logs out. */
export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleTimeoutSeconds: 30 * 24 * 60 * 60,
  absoluteLifetimeSeconds: 180 * 24 * 60 * 60,
  touchIntervalSeconds: 5 * 60,
};

/**
 * Live sessions per account: 20, far above one player's phones, tablets and browsers, so an honest player never
 * meets it; beyond it the least recently used are revoked, so a replayed proof cannot pile up sessions.
 */
export const DEFAULT_SESSION_CAP = 20;

/** A session row. The token is only ever in the cookie; the row keeps its SHA-256 (a stolen table opens nothing). */
export interface SessionRecord {
  /** Public id, used to list and revoke sessions; never usable to authenticate. */
  id: string;
  tokenHash: string;
  accountId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
  revokedAt: Date | null;
}

const MAX_USER_AGENT = 512;

function slidingExpiry(createdAt: Date, now: Date, policy: SessionPolicy): Date {
  const idle = now.getTime() + policy.idleTimeoutSeconds * 1000;
  const absolute = createdAt.getTime() + policy.absoluteLifetimeSeconds * 1000;
  return new Date(Math.min(idle, absolute));
}

/** Starts a session: a 256-bit random token for the cookie and the record to store. */
export function createSession(
  input: { accountId: string; userAgent?: string | null; ip?: string | null; now: Date },
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): { token: string; record: SessionRecord } {
  const token = newSecretToken(32);
  const { now } = input;
  return {
    token,
    record: {
      id: randomUUID(),
      tokenHash: hashSecret(token),
      accountId: input.accountId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: slidingExpiry(now, now, policy),
      userAgent: input.userAgent ? input.userAgent.slice(0, MAX_USER_AGENT) : null,
      ip: input.ip ?? null,
      revokedAt: null,
    },
  };
}

/** Whether a session may authenticate a request at `now`. */
export function sessionStatus(record: SessionRecord, now: Date): 'active' | 'expired' | 'revoked' {
  if (record.revokedAt) return 'revoked';
  if (now.getTime() >= record.expiresAt.getTime()) return 'expired';
  return 'active';
}

/**
 * Slides the expiry on use: expiresAt = min(now + idle, createdAt + absolute). Returns `changed: false` (nothing
 * to write) if the last touch was under `touchIntervalSeconds` ago, or the session is not active.
 */
export function touchSession(
  record: SessionRecord,
  now: Date,
  input: { ip?: string | null } = {},
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): { record: SessionRecord; changed: boolean } {
  if (sessionStatus(record, now) !== 'active') return { record, changed: false };
  if (now.getTime() - record.lastSeenAt.getTime() < policy.touchIntervalSeconds * 1000) return { record, changed: false };
  return {
    record: { ...record, lastSeenAt: now, expiresAt: slidingExpiry(record.createdAt, now, policy), ip: input.ip ?? record.ip },
    changed: true,
  };
}

/** Marks a session revoked (logout, revoke from /setting, password change). Idempotent. */
export function revokeSession(record: SessionRecord, now: Date): SessionRecord {
  return record.revokedAt ? record : { ...record, revokedAt: now };
}

/** The sessions to revoke when the password changes: every active one except the caller's. */
export function sessionsToRevokeOnPasswordChange(sessions: readonly SessionRecord[], currentSessionId: string, now: Date): SessionRecord[] {
  return sessions.filter((s) => s.id !== currentSessionId && sessionStatus(s, now) === 'active');
}
