import type { CodeSent } from '../../src/contracts/accounts';
import type { AccountRefusalReason } from '../../src/contracts/accounts/accountRefusalReason';
import type { AccountLanguage } from '../../src/contracts/accounts/language';
import type { Outcome } from '../../src/contracts/api/refusal';
import { emailClaimStatus } from '../domain/auth/emailClaim';
import { hashSecret } from '../domain/auth/secretToken';
import type { EmailClaimDeps } from './emailClaimDeps';
import { codeSentAnswer, mailNewCode, takeMailBudgets } from './mailCode';

/** A request for another code: the address, the mail's language, this browser's claim token, who asks and when. */
export interface ResendEmailCodeInput {
  email: string;
  language: AccountLanguage;
  /** The claim tokens of this browser's cookie (none: empty). */
  claimTokens: readonly string[];
  ip: string | null;
  now: Date;
}

/**
 * Mails a new code for the claim this browser holds. The cooldown (per address) and the budget (per client
 * address) are taken for every request, and the answer is the same whether or not anything was sent, so asking
 * twice tells a pending registration from an unknown or registered address no more than asking once does.
 */
export async function resendEmailCode(deps: EmailClaimDeps, input: ResendEmailCodeInput): Promise<Outcome<CodeSent, AccountRefusalReason>> {
  const { email, now } = input;
  const budgets = await takeMailBudgets(deps, email, input.ip, now);
  if (!budgets.ok) return budgets;
  const sent = codeSentAnswer(email, now, deps.mailboxCooldown.windowSeconds);
  const claim = await deps.repositories.emailClaims.findEmailClaim(deps.db, input.claimTokens.map(hashSecret), email);
  if (!claim || emailClaimStatus(claim, now) !== 'live' || (await deps.repositories.accounts.findIdentity(deps.db, 'email', email))?.verified) return { ok: true, value: sent };
  const contested = (await deps.repositories.emailClaims.liveEmailClaimCount(deps.db, email, now)) > 1;
  const mailed = await mailNewCode(deps, { email, language: input.language, contested, now }, budgets.value);
  if (!mailed.ok) return mailed;
  await deps.repositories.authStore.saveVerificationCode(deps.db, mailed.record);
  return { ok: true, value: sent };
}
