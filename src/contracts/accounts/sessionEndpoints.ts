import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { signedIn } from './account';

/** A session as listed in /setting. The token itself is never shown again after it is set as a cookie. */
export const sessionInfo = z.object({
  id: z.string().uuid(),
  createdAt: z.string().datetime(),
  lastSeenAt: z.string().datetime(),
  expiresAt: z.string().datetime(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
/** See {@link sessionInfo}. */
export type SessionInfo = z.infer<typeof sessionInfo>;

/** POST /api/auth/guest: creates a guest account with a generated name and signs it in. */
export const startAsGuest = defineEndpoint({
  method: 'POST',
  path: '/api/auth/guest',
  summary: 'Start playing as a guest',
  auth: 'public',
  response: signedIn,
});

/** POST /api/auth/logout: revokes the current session and clears the cookie. */
export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Sign out of this session',
  auth: 'player',
  response: z.object({ ok: z.literal(true) }),
});

/** GET /api/account/sessions: live sessions, newest activity first. */
export const listSessions = defineEndpoint({
  method: 'GET',
  path: '/api/account/sessions',
  summary: 'List the signed-in sessions of this account',
  auth: 'player',
  response: z.object({ sessions: z.array(sessionInfo) }),
});

/** DELETE /api/account/sessions/:id: revoke one session of this account (revoking the current one = logout). */
export const revokeSession = defineEndpoint({
  method: 'DELETE',
  path: '/api/account/sessions/:id',
  summary: 'Revoke one session',
  auth: 'player',
  params: z.object({ id: z.string().uuid('Unknown session') }),
  response: z.object({ ok: z.literal(true) }),
});
