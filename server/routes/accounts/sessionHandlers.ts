import type { accountsApi } from '../../../src/contracts/accounts';
import { createAccountIn } from '../../db/accountRepository';
import { activeSessions, revokeSessionRow } from '../../db/sessionRepository';
import { guestDisplayName } from '../../domain/accounts/guestDisplayName';
import { accountFailure, requestLanguage } from '../../http/requestContext';
import type { Handlers } from '../../http/registerEndpoints';
import type { AccountDeps } from './accountDeps';
import { signedInAnswer } from './completeProof';
import { takeAddressQuota } from './requestLimits';
import { clearSessionCookie, startSession } from './signInSession';

type SessionHandlers = Pick<Handlers<typeof accountsApi>, 'startAsGuest' | 'logout' | 'listSessions' | 'revokeSession'>;

/** Guest start, logout, and the session list of /setting. */
export function sessionHandlers(deps: AccountDeps): SessionHandlers {
  return {
    async startAsGuest({ context: c }) {
      const current = await deps.authenticate(c);
      // A repeated /new-player from a signed-in browser must not strand the account it has (a guest's only key is
      // this cookie): answer that account; to start over, sign out first.
      if (current) return signedInAnswer(deps.db, current.id, false, false);
      const language = requestLanguage(c, current);
      const now = deps.now();
      await takeAddressQuota(deps.guestQuota, deps, c, now, language);
      // Account, balances, stamina and the new-player start commit together or not at all.
      const accountId = await deps.db.transaction((tx) => createAccountIn(tx, { displayName: guestDisplayName(), language, now, stamina: deps.stamina }));
      await startSession(deps, c, accountId, null);
      return signedInAnswer(deps.db, accountId, true, false);
    },
    async logout({ player, context: c }) {
      await revokeSessionRow(deps.db, player.id, player.sessionId, deps.now());
      clearSessionCookie(deps, c);
      return { ok: true as const };
    },
    async listSessions({ player }) {
      const rows = await activeSessions(deps.db, player.id, deps.now());
      return {
        sessions: rows.map((s) => ({
          id: s.id,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          userAgent: s.userAgent,
          ip: s.ip,
          current: s.id === player.sessionId,
        })),
      };
    },
    async revokeSession({ params, player, context: c }) {
      if (!(await revokeSessionRow(deps.db, player.id, params.id, deps.now()))) throw accountFailure('session_not_found', player.language, { field: 'id' });
      if (params.id === player.sessionId) clearSessionCookie(deps, c);
      return { ok: true as const };
    },
  };
}
