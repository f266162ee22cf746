import { randomUUID } from 'node:crypto';
import type { CodeSent } from '../../src/contracts/accounts';
import type { AccountRefusalReason } from '../../src/contracts/accounts/accountRefusalReason';
import type { AccountLanguage } from '../../src/contracts/accounts/language';
import { refuse, type Outcome } from '../../src/contracts/api/refusal';
import { PASSWORD_PROBLEM_REASON } from '../domain/accounts/accountRefusalReasonFor';
import { mailTime } from '../domain/accounts/mailTime';
import { renderAccountMail } from '../domain/accounts/renderAccountMail';
import { issueEmailClaim } from '../domain/auth/emailClaim';
import { ipRateKey } from '../domain/auth/ipRateKey';
import { checkPasswordRules } from '../domain/auth/passwordRules';
import { issueVerificationCode } from '../domain/auth/verificationCode';
import type { EmailClaimDeps } from './emailClaimDeps';
import { CODE_MINUTES, codeSentAnswer, sendOrRelease, takeMailBudgets } from './mailCode';

/** A registration request: the address, the password its claimant chose, and who asks. */
export interface RegisterEmailInput {
  email: string;
  password: string;
  /** Language of the mail. */
  language: AccountLanguage;
  /** The signed-in account the address is for, or null (a new account on confirmation). */
  accountId: string | null;
  ip: string | null;
  now: Date;
}

/** The answer, and the claim token for this browser's cookie . */
export interface RegisterEmailResult {
  sent: CodeSent;
  claimToken: string;
}

/**
 * Registers an email (docs/ACCOUNTS.md, "Email registration"). Nothing is decided by who claimed first: each claim
 * keeps its own password and is confirmed only by the browser that made it, with a code mailed to the address, so
 * the password the address ends up with is the one chosen by whoever proves the mailbox. An address that already
 * has an account gets the same answer, after the same cost (budget, hash, one mail): its owner is told by mail.
 */
export async function registerEmail(deps: EmailClaimDeps, input: RegisterEmailInput): Promise<Outcome<RegisterEmailResult, AccountRefusalReason>> {
  const { email, now } = input;
  const costKey = ipRateKey(input.ip);
  const [problem] = checkPasswordRules(input.password, { email });
  if (problem) return refuse(PASSWORD_PROBLEM_REASON[problem], { field: 'password' });
  // One email (and so one password) per account: change-password and "the email" are never ambiguous.
  if (input.accountId && (await deps.repositories.accounts.identitiesOf(deps.db, input.accountId)).some((i) => i.kind === 'email' && i.verified)) {
    return refuse('identity_already_linked', { field: 'email' });
  }
  // Budgeted per address before the costly part: a 128 MiB hash, a claim and a mail to a stranger.
  const budgets = await takeMailBudgets(deps, email, input.ip, now);
  if (!budgets.ok) return budgets;
  const tickets = budgets.value;
  let passwordHash: string;
  try {
    passwordHash = await deps.passwords.hash(input.password, costKey);
  } catch (error) {
    await Promise.all(tickets.map((ticket) => ticket.release()));
    throw error;
  }
  // Both branches do the same work (one mail, a stored claim and code, a cookie), so neither the answer, its
  // headers, its time nor a later guess at a code tells whether the address has an account. For one that has,
  // the code is never mailed (the owner gets a notice instead) and the claim can never confirm: the address is taken.
  const registered = (await deps.repositories.accounts.findIdentity(deps.db, 'email', email))?.verified === true;
  const contested = !registered && (await deps.repositories.emailClaims.liveEmailClaimCount(deps.db, email, now)) > 0;
  const { code, record } = issueVerificationCode(email, now);
  const mail = registered
    ? renderAccountMail('registration_attempt', input.language, email, { when: mailTime(input.language, now) })
    : renderAccountMail(contested ? 'verification_code_contested' : 'verification_code', input.language, email, { code, minutes: CODE_MINUTES });
  const failed = await sendOrRelease(deps, mail, tickets);
  if (failed) return failed;
  const claim = issueEmailClaim({ id: randomUUID(), email, passwordHash, accountId: input.accountId, language: input.language, now });
  await deps.db.transaction(async (tx) => {
    await deps.repositories.emailClaims.insertEmailClaim(tx, claim.record);
    await deps.repositories.authStore.saveVerificationCode(tx, record);
  });
  const sent = codeSentAnswer(email, now, deps.mailboxCooldown.windowSeconds);
  return { ok: true, value: { sent, claimToken: claim.token } };
}
