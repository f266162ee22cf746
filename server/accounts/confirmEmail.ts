import type { AccountRefusalReason } from '../../src/contracts/accounts/accountRefusalReason';
import { refuse, type Outcome, type Refusal } from '../../src/contracts/api/refusal';
import { type StoredVerificationCode } from '../db/authStoreRepositories';
import { CODE_ERROR_REASON } from '../domain/accounts/accountRefusalReasonFor';
import { guestDisplayName } from '../domain/accounts/guestDisplayName';
import { emailClaimStatus, type EmailClaimRecord } from '../domain/auth/emailClaim';
import { hashSecret } from '../domain/auth/secretToken';
import type { SignInAttempt } from '../domain/auth/signInLimiter';
import { checkVerificationCode, codeMatches, DEFAULT_VERIFICATION_CODE_POLICY } from '../domain/auth/verificationCode';
import { isUniqueViolation } from '../db/uniqueViolation';
import type { EmailClaimDeps } from './emailClaimDeps';

/** A code entered for an address, by a browser holding (or not) a claim cookie, signed in or not. */
export interface ConfirmEmailInput {
  email: string;
  code: string;
  /** The claim tokens of this browser's cookie (none: empty). */
  claimTokens: readonly string[];
  /** The account signed in on this browser, or null. */
  currentAccountId: string | null;
  ip: string | null;
  now: Date;
}

/** The account the address now belongs to, and whether it was made or linked just now. */
export interface ConfirmedEmail {
  accountId: string;
  created: boolean;
  linked: boolean;
}

type ConfirmRefusal = Refusal<AccountRefusalReason>;

/** A refusal raised inside the transaction, so that everything it wrote rolls back. */
class Refused extends Error {
  constructor(readonly refusal: ConfirmRefusal) {
    super(refusal.reason);
  }
}

/**
 * Confirms an address (docs/ACCOUNTS.md, "Email verification"). Any live code mailed to the address proves the
 * mailbox; the claim this browser holds decides the password and the account. So the password that becomes the
 * account's is the one chosen by whoever proves the mailbox: a stranger's later claim on the same address has
 * their own password, in their own browser, which never sees a code.
 */
export async function confirmEmail(deps: EmailClaimDeps, input: ConfirmEmailInput): Promise<Outcome<ConfirmedEmail, AccountRefusalReason>> {
  const claim = await deps.repositories.emailClaims.findEmailClaim(deps.db, input.claimTokens.map(hashSecret), input.email);
  const status = claim ? emailClaimStatus(claim, input.now) : 'missing';
  // Checked before any code is compared: without a claim a code is worth nothing, so none is spent.
  if (status === 'consumed') return refuse('code_used', { field: 'code' });
  if (!claim || status !== 'live') return refuse('email_claim_missing', { field: 'email' });

  const started = await deps.limiter.begin({ account: input.email, ip: input.ip }, input.now);
  if (!started.allowed) return refuse('rate_limited', { retryAfterSeconds: started.retryAfterSeconds });
  try {
    return await judgeCode(deps, input, claim, started.attempt);
  } finally {
    await started.attempt.settle();
  }
}

async function judgeCode(deps: EmailClaimDeps, input: ConfirmEmailInput, claim: EmailClaimRecord, attempt: SignInAttempt): Promise<Outcome<ConfirmedEmail, AccountRefusalReason>> {
  // One attempt is taken from every live code before comparing: parallel guesses cannot share one.
  const taken = await deps.repositories.authStore.takeCodeAttempts(deps.db, input.email, input.now, DEFAULT_VERIFICATION_CODE_POLICY.maxAttempts);
  const match = taken.find((record) => codeMatches(record, input.code));
  if (!match) {
    if (taken.length > 0) {
      attempt.fail();
      return refuse(CODE_ERROR_REASON.wrong, { field: 'code' });
    }
    // No live code had an attempt left: say why the newest is dead (used, expired, exhausted), or "wrong" if none.
    const latest = await deps.repositories.authStore.latestVerificationCode(deps.db, input.email);
    const recheck = latest ? checkVerificationCode(latest, input.code, input.now) : null;
    const why = !recheck ? 'wrong' : recheck.ok ? 'used' : recheck.reason === 'wrong' ? 'attempts_exhausted' : recheck.reason;
    if (why === 'wrong') attempt.fail();
    return refuse(CODE_ERROR_REASON[why], { field: 'code' });
  }
  try {
    const confirmed = await deps.db.transaction((tx) => applyClaim({ ...deps, db: tx }, input, claim, match));
    attempt.succeed();
    return { ok: true, value: confirmed };
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    // Two confirmations of one address at once: the unique (kind, subject) index lets one identity in.
    if (isUniqueViolation(error)) return refuse('code_used', { field: 'code' });
    throw error;
  }
}

async function applyClaim(deps: EmailClaimDeps, input: ConfirmEmailInput, claim: EmailClaimRecord, match: StoredVerificationCode): Promise<ConfirmedEmail> {
  const { email, now, currentAccountId } = input;
  // Conditional on not being consumed yet: of two parallel submissions of one code, only one consumes it.
  if (!(await deps.repositories.authStore.consumeVerificationCode(deps.db, match, now))) throw new Refused(refuse('code_used', { field: 'code' }));
  // The address was confirmed by another claim meanwhile (or had an account all along): it is taken.
  if ((await deps.repositories.accounts.findIdentity(deps.db, 'email', email))?.verified) throw new Refused(refuse('email_taken', { field: 'email' }));
  // A claim made signed in belongs to that account: it is confirmed signed in to it, not from another session.
  if (claim.accountId && claim.accountId !== currentAccountId) throw new Refused(refuse('email_confirm_where_added', { field: 'email' }));
  const accountId = claim.accountId ?? currentAccountId;
  // One email per account, also when two were claimed before either was confirmed.
  if (accountId && (await deps.repositories.accounts.identitiesOf(deps.db, accountId)).some((i) => i.kind === 'email' && i.verified)) {
    throw new Refused(refuse('identity_already_linked', { field: 'email' }));
  }
  if (!(await deps.repositories.emailClaims.consumeEmailClaims(deps.db, email, claim.id, now))) throw new Refused(refuse('code_used', { field: 'code' }));
  await deps.repositories.authStore.consumeLiveCodes(deps.db, email, now);
  const owner = accountId ?? (await deps.repositories.accounts.createAccountIn(deps.db, { displayName: guestDisplayName(), language: claim.language, now, stamina: deps.stamina }));
  await deps.repositories.accounts.insertIdentity(deps.db, { accountId: owner, kind: 'email', subject: email, verified: true, passwordHash: claim.passwordHash, now });
  return { accountId: owner, created: accountId === null, linked: currentAccountId !== null };
}
