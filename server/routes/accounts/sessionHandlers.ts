import type { accountsApi } from '../../../src/contracts/accounts';
import { listSessions } from '../../accounts/listSessions';
import { revokeSession } from '../../accounts/revokeSession';
import { startAsGuest } from '../../accounts/startAsGuest';
import { accountRefusalError } from '../../http/accountRefusalError';
import type { Handlers } from '../../http/registerEndpoints';
import { visitorOf, type AccountRouteDeps } from './accountRouteDeps';
import { clearSessionCookie, signInAnswer } from './sessionCookies';

type SessionHandlers = Pick<Handlers<typeof accountsApi>, 'startAsGuest' | 'logout' | 'listSessions' | 'revokeSession'>;

/** Guest start, logout, and the session list of /setting. */
export function sessionHandlers(deps: AccountRouteDeps): SessionHandlers {
  return {
    async startAsGuest({ context: c }) {
      const { visitor, language } = await visitorOf(deps, c);
      const started = await startAsGuest(deps, { visitor, language, now: deps.now() });
      if (!started.ok) throw accountRefusalError(started);
      return signInAnswer(deps, c, started.value);
    },
    async logout({ player, context: c }) {
      // Already ended elsewhere (a race with a revoke): signing out is still done.
      await revokeSession(deps, { player, sessionId: player.sessionId, now: deps.now() });
      clearSessionCookie(deps, c);
      return { ok: true as const };
    },
    listSessions: ({ player }) => listSessions(deps, { player, now: deps.now() }),
    async revokeSession({ params, player, context: c }) {
      const revoked = await revokeSession(deps, { player, sessionId: params.id, now: deps.now() });
      if (!revoked.ok) throw accountRefusalError(revoked);
      if (revoked.value.own) clearSessionCookie(deps, c);
      return { ok: true as const };
    },
  };
}
