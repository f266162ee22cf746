import type { Context } from 'hono';
import type { AccountLanguage } from '../../../src/contracts/accounts/language';
import type { AccountDeps } from '../../accounts/accountDeps';
import type { Visitor } from '../../accounts/visitor';
import type { AuthenticatedPlayer, Authenticator } from '../../http/authenticator';
import { requestIp, requestLanguage } from '../../http/requestContext';

/** What the account handlers use: the use cases' deps, and the session reader (public endpoints link when signed in). */
export type AccountRouteDeps = AccountDeps & { authenticate: Authenticator };

/** Who asks (signed in or not, address, user agent) and their language (a new account's setting). */
export async function visitorOf(deps: AccountRouteDeps, c: Context, player?: AuthenticatedPlayer | null): Promise<{ visitor: Visitor; language: AccountLanguage }> {
  const current = player === undefined ? await deps.authenticate(c) : player;
  return {
    visitor: { current: current ? { id: current.id, sessionId: current.sessionId } : null, ip: requestIp(c, deps.trustProxy), userAgent: c.req.header('user-agent') ?? null },
    language: requestLanguage(c, current),
  };
}
