import type { Context } from 'hono';
import type { AccountLanguage } from '../../../src/contracts/accounts/language';
import type { AccountServices } from '../../accounts/accountDeps';
import type { AppDeps } from '../../appDeps';
import type { Visitor } from '../../accounts/visitor';
import type { AuthenticatedPlayer } from '../../http/authenticator';
import { requestIp, requestLanguage } from '../../http/requestContext';

/** What the account handlers take from the app's dependencies: the account services, the database, clock and repositories, and the session reader (public endpoints link when signed in). */
export type AccountRouteDeps = Pick<AppDeps, keyof AccountServices | 'db' | 'now' | 'logger' | 'repositories' | 'authenticate'>;

/** Who asks (signed in or not, address, user agent) and their language (a new account's setting). */
export async function visitorOf(deps: AccountRouteDeps, c: Context, player?: AuthenticatedPlayer | null): Promise<{ visitor: Visitor; language: AccountLanguage }> {
  const current = player === undefined ? await deps.authenticate(c) : player;
  return {
    visitor: { current: current ? { id: current.id, sessionId: current.sessionId } : null, ip: requestIp(c, deps.trustProxy), userAgent: c.req.header('user-agent') ?? null },
    language: requestLanguage(c, current),
  };
}
