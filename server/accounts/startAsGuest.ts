import type { AccountLanguage } from '../../src/contracts/accounts/language';
import type { Outcome } from '../../src/contracts/api/refusal';
import { guestDisplayName } from '../domain/accounts/guestDisplayName';
import type { AppDeps } from '../appDeps';
import { takeAddressQuota } from './requestLimits';
import { finishSignIn, signedInAnswer, type SignInResult } from './signedIn';
import type { Visitor } from './visitor';

/**
 * /new-player: a guest account (balances, stamina and the new-player start commit together) and its session,
 * within the address's guest budget. A signed-in browser gets its own account back: a guest's only key is its
 * cookie, so a repeated start must not strand it; to start over, sign out first.
 */
export async function startAsGuest(
  deps: Pick<AppDeps, 'db' | 'repositories' | 'revocations' | 'sessionPolicy' | 'sessionCap' | 'stamina' | 'guestQuota'>,
  input: { visitor: Visitor; language: AccountLanguage; now: Date },
): Promise<Outcome<SignInResult, 'rate_limited'>> {
  const { visitor, language, now } = input;
  if (visitor.current) return { ok: true, value: { answer: await signedInAnswer(deps, visitor.current.id, false, false), sessionToken: null } };
  const quota = await takeAddressQuota(deps.guestQuota, visitor.ip, now);
  if (!quota.ok) return quota;
  const accountId = await deps.db.transaction((tx) => deps.repositories.accounts.createAccountIn(tx, { displayName: guestDisplayName(), language, now, stamina: deps.stamina }));
  return { ok: true, value: await finishSignIn(deps, { accountId, created: true, linked: false, visitor, now }) };
}
