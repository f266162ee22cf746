import type { CodeSent } from '../../../src/contracts/accounts';
import type { AccountLanguage } from '../../../src/contracts/accounts/language';
import { latestVerificationCode } from '../../db/authStoreRepositories';
import { renderAccountMail } from '../../domain/accounts/renderAccountMail';
import type { QuotaTicket } from '../../domain/auth/addressQuota';
import { canResendCode, DEFAULT_VERIFICATION_CODE_POLICY, issueVerificationCode, resendAvailableAt, type VerificationCodeRecord } from '../../domain/auth/verificationCode';
import { accountFailure } from '../../http/requestContext';
import { errorFields } from '../../logger';
import type { AccountDeps } from './accountDeps';

const CODE_MINUTES = String(DEFAULT_VERIFICATION_CODE_POLICY.ttlSeconds / 60);

/**
 * Issues a fresh code and mails it. Nothing is stored before the mail went out: a failed send is a translated
 * 503 that leaves no claim, no code and no resend cooldown behind (and gives the quota unit back), so the player
 * can simply try again. The caller stores the returned record (the newest code is the only live one).
 */
export async function mailNewCode(
  deps: AccountDeps,
  email: string,
  languages: { mail: AccountLanguage; refusal: AccountLanguage },
  now: Date,
  quota: QuotaTicket,
): Promise<VerificationCodeRecord> {
  const { code, record } = issueVerificationCode(email, now);
  try {
    await deps.mail.send(renderAccountMail('verification_code', languages.mail, email, { code, minutes: CODE_MINUTES }));
  } catch (error) {
    deps.logger.error('verification mail failed', errorFields(error));
    await quota.release();
    throw accountFailure('mail_unavailable', languages.refusal);
  }
  return record;
}

/** The answer to a registration or resend: where the code went, when it expires, when another may be sent. */
export function codeSent(record: VerificationCodeRecord, now: Date): CodeSent {
  return { email: record.email, codeExpiresAt: record.expiresAt.toISOString(), resendAvailableAt: (resendAvailableAt(record) ?? now).toISOString() };
}

/** Refuses with a 429 while the resend cooldown of the latest code for `email` runs. */
export async function checkResendCooldown(deps: AccountDeps, email: string, now: Date, language: AccountLanguage): Promise<void> {
  const allowed = canResendCode(await latestVerificationCode(deps.db, email), now);
  if (!allowed.ok) throw accountFailure('code_resend_too_soon', language, { retryAfterSeconds: allowed.retryAfterSeconds });
}
