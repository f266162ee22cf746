import type { AccountRefusalReason } from '../../src/contracts/accounts/accountRefusalReason';
import type { AccountLanguage } from '../../src/contracts/accounts/language';
import { refuse, type Outcome } from '../../src/contracts/api/refusal';
import { PASSWORD_PROBLEM_REASON } from '../domain/accounts/accountRefusalReasonFor';
import { mailTime } from '../domain/accounts/mailTime';
import { renderAccountMail } from '../domain/accounts/renderAccountMail';
import { ipRateKey } from '../domain/auth/ipRateKey';
import { checkPasswordRules } from '../domain/auth/passwordRules';
import { errorFields } from '../logger';
import type { AppDeps } from '../appDeps';
import { openSession } from './openSession';
import { limitedAttempt } from './requestLimits';
import type { Visitor } from './visitor';

/** How many other sessions ended, and the token of this browser's new session. */
export interface PasswordChanged {
  revokedSessions: number;
  sessionToken: string;
}

/**
 * Changes the password of the signed-in account's email (docs/ACCOUNTS.md, "Change password"): the current one is
 * checked as a counted attempt, every other session is revoked with the change (one transaction), and this browser
 * stays signed in on a new token, so a copy of the old cookie (the reason one changes a password) dies too. The
 * owner is told by mail; a failed notice is logged, not the answer.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'repositories' | 'revocations' | 'sessionPolicy' | 'sessionCap' | 'passwords' | 'limiter' | 'mail' | 'logger'>,
  input: { currentPassword: string; newPassword: string; player: { id: string; sessionId: string }; visitor: Visitor; language: AccountLanguage; now: Date },
): Promise<Outcome<PasswordChanged, AccountRefusalReason>> {
  const { player, now } = input;
  const costKey = ipRateKey(input.visitor.ip);
  const identity = (await deps.repositories.accounts.identitiesOf(deps.db, player.id)).find((i) => i.kind === 'email' && i.passwordHash);
  if (!identity?.passwordHash) return refuse('no_password');
  const storedHash = identity.passwordHash;
  const [problem] = checkPasswordRules(input.newPassword, { email: identity.subject });
  if (problem) return refuse(PASSWORD_PROBLEM_REASON[problem], { field: 'newPassword' });
  const checked = await limitedAttempt(deps.limiter, { account: identity.subject, ip: input.visitor.ip, now }, async (attempt): Promise<Outcome<true, 'wrong_password'>> => {
    if (!(await deps.passwords.verify(input.currentPassword, storedHash, costKey))) {
      attempt.fail();
      return refuse('wrong_password', { field: 'currentPassword' });
    }
    attempt.succeed();
    return { ok: true, value: true };
  });
  if (!checked.ok) return checked;
  const passwordHash = await deps.passwords.hash(input.newPassword, costKey);
  const revokedSessions = await deps.db.transaction(async (tx) => {
    await deps.repositories.accounts.updateIdentity(tx, identity.id, { passwordHash });
    return deps.repositories.sessions.revokeOthers(tx, player.id, player.sessionId, now, deps.revocations);
  });
  const sessionToken = await openSession(deps, { accountId: player.id, visitor: { ...input.visitor, current: player }, now });
  await deps.mail.send(renderAccountMail('password_changed', input.language, identity.subject, { when: mailTime(input.language, now) })).catch((error: unknown) => {
    deps.logger.error('password change mail failed', errorFields(error));
  });
  return { ok: true, value: { revokedSessions, sessionToken } };
}
