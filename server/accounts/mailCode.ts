import type { CodeSent } from '../../src/contracts/accounts';
import type { AccountLanguage } from '../../src/contracts/accounts/language';
import { refuse, type Outcome, type Refusal } from '../../src/contracts/api/refusal';
import type { AccountMailKind } from '../domain/accounts/accountMailTemplates';
import type { MailMessage } from '../domain/accounts/mailTransport';
import { renderAccountMail } from '../domain/accounts/renderAccountMail';
import type { QuotaTicket } from '../domain/auth/addressQuota';
import { DEFAULT_VERIFICATION_CODE_POLICY, issueVerificationCode, type VerificationCodeRecord } from '../domain/auth/verificationCode';
import { errorFields } from '../logger';
import type { EmailClaimDeps } from './emailClaimDeps';

/** The code's life as the mail states it, in minutes. */
export const CODE_MINUTES = String(DEFAULT_VERIFICATION_CODE_POLICY.ttlSeconds / 60);

/**
 * Sends one account mail; on failure logs it, gives the taken tickets back (quota, mailbox cooldown) and answers
 * the refusal `mail_unavailable`, so nothing is left behind and the player can retry at once.
 */
export async function sendOrRelease(deps: EmailClaimDeps, mail: MailMessage, tickets: readonly QuotaTicket[]): Promise<Refusal<'mail_unavailable'> | null> {
  try {
    await deps.mail.send(mail);
    return null;
  } catch (error) {
    deps.logger.error('verification mail failed', errorFields(error));
    await Promise.all(tickets.map((ticket) => ticket.release()));
    return refuse('mail_unavailable');
  }
}

/** Issues a code for `email` and mails it (nothing stored yet: the caller stores the record once the mail went out). */
export async function mailNewCode(
  deps: EmailClaimDeps,
  input: { email: string; language: AccountLanguage; contested: boolean; now: Date },
  tickets: readonly QuotaTicket[],
): Promise<{ ok: true; record: VerificationCodeRecord } | Refusal<'mail_unavailable'>> {
  const { code, record } = issueVerificationCode(input.email, input.now);
  const kind: AccountMailKind = input.contested ? 'verification_code_contested' : 'verification_code';
  const failed = await sendOrRelease(deps, renderAccountMail(kind, input.language, input.email, { code, minutes: CODE_MINUTES }), tickets);
  return failed ?? { ok: true, record };
}

/**
 * Takes what one mail to `email` costs before anything else happens: the address's cooldown (one a minute, whoever
 * asks) and the client address's budget. Refused: the wait, and nothing stays taken. Allowed: both tickets, to
 * give back if the mail fails.
 */
export async function takeMailBudgets(deps: EmailClaimDeps, email: string, ip: string | null, now: Date): Promise<Outcome<QuotaTicket[], 'code_resend_too_soon' | 'rate_limited'>> {
  const cooldown = await deps.mailboxCooldown.takeFor(email, now);
  if (!cooldown.allowed) return refuse('code_resend_too_soon', { retryAfterSeconds: cooldown.retryAfterSeconds });
  const quota = await deps.mailQuota.take(ip, now);
  if (!quota.allowed) {
    await cooldown.ticket.release();
    return refuse('rate_limited', { retryAfterSeconds: quota.retryAfterSeconds });
  }
  return { ok: true, value: [cooldown.ticket, quota.ticket] };
}

/**
 * The answer to a registration or resend, the same whatever the address is (unknown, pending, registered): when a
 * code would expire and when another may be asked for, both counted from `now`.
 */
export function codeSentAnswer(email: string, now: Date, cooldownSeconds: number): CodeSent {
  return {
    email,
    codeExpiresAt: new Date(now.getTime() + DEFAULT_VERIFICATION_CODE_POLICY.ttlSeconds * 1000).toISOString(),
    resendAvailableAt: new Date(now.getTime() + cooldownSeconds * 1000).toISOString(),
  };
}
