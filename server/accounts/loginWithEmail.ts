import { randomUUID } from 'node:crypto';
import type { AccountRefusalReason } from '../../src/contracts/accounts/accountRefusalReason';
import { refuse, type Outcome } from '../../src/contracts/api/refusal';
import { type IdentityRow } from '../db/accountRepository';
import { issueEmailClaim } from '../domain/auth/emailClaim';
import { ipRateKey } from '../domain/auth/ipRateKey';
import type { AppDeps } from '../appDeps';
import { limitedAttempt, takeIdentitySignIn } from './requestLimits';
import { finishSignIn, type SignInResult } from './signedIn';
import type { Visitor } from './visitor';

/** A sign-in's result, or the claim token of an address not confirmed yet (the browser gets it as a cookie). */
export type EmailLoginOutcome = Outcome<SignInResult, AccountRefusalReason> & { claimToken?: string };

/**
 * Email and password sign-in (docs/ACCOUNTS.md, "Email sign-in"). Counted before any hashing: a hash costs 128 MiB
 * and ~0.3 s, the limit is what makes guessing pointless. One hash whatever the address is (an unknown one is
 * checked against a dummy hash), so every refusal takes the same time. The password of an address still waiting
 * for its code is checked too: whoever knows it may ask for the code from this browser (a second device).
 */
export async function loginWithEmail(
  deps: Pick<AppDeps, 'db' | 'repositories' | 'revocations' | 'sessionPolicy' | 'sessionCap' | 'passwords' | 'limiter' | 'identitySignIns'>,
  input: { email: string; password: string; visitor: Visitor; now: Date },
): Promise<EmailLoginOutcome> {
  const { email, password, visitor, now } = input;
  const costKey = ipRateKey(visitor.ip);
  let claimToken: string | undefined;
  const checked = await limitedAttempt(deps.limiter, { account: email, ip: visitor.ip, now }, async (attempt): Promise<Outcome<IdentityRow & { passwordHash: string }, AccountRefusalReason>> => {
    const found = await deps.repositories.accounts.findIdentity(deps.db, 'email', email);
    const pending = found ? undefined : await deps.repositories.emailClaims.newestLiveEmailClaim(deps.db, email, now);
    const stored = found?.passwordHash ?? pending?.passwordHash ?? (await deps.passwords.dummyHash());
    const matches = await deps.passwords.verify(password, stored, costKey);
    if (!matches || (!found?.passwordHash && !pending)) {
      attempt.fail();
      return refuse('wrong_credentials');
    }
    if (pending) {
      const copy = issueEmailClaim({ ...pending, id: randomUUID(), now });
      await deps.repositories.emailClaims.insertEmailClaim(deps.db, copy.record);
      claimToken = copy.token;
      return refuse('email_not_verified');
    }
    if (!found?.passwordHash) throw new Error('unreachable: a matching password without a hash');
    if (!found.verified) return refuse('email_not_verified');
    attempt.succeed();
    return { ok: true, value: { ...found, passwordHash: found.passwordHash } };
  });
  if (!checked.ok) return claimToken ? { ...checked, claimToken } : checked;
  const identity = checked.value;
  const budget = await takeIdentitySignIn(deps.identitySignIns, 'email', identity.subject, now);
  if (!budget.ok) return budget;
  const rehash = deps.passwords.needsRehash(identity.passwordHash) ? await deps.passwords.hash(password, costKey) : null;
  await deps.repositories.accounts.updateIdentity(deps.db, identity.id, { lastUsedAt: now, ...(rehash ? { passwordHash: rehash } : {}) });
  return { ok: true, value: await finishSignIn(deps, { accountId: identity.accountId, created: false, linked: false, visitor, now }) };
}
