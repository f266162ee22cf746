import type { AccountRefusalReason } from '../../../src/contracts/accounts/accountRefusalReason';
import type { CsrfRefusal } from '../auth/csrf';
import type { PasswordProblem } from '../auth/passwordRules';
import type { TelegramAuthError } from '../auth/telegramUser';
import type { VerificationCodeRefusal } from '../auth/verificationCode';
import type { IdTokenError } from '../auth/verifyIdToken';

/** The player-facing reason for a Telegram refusal (forgery and tampering look the same to the player). */
export const TELEGRAM_ERROR_REASON: Readonly<Record<TelegramAuthError, AccountRefusalReason>> = {
  not_configured: 'telegram_not_configured',
  malformed: 'telegram_malformed',
  missing_hash: 'telegram_malformed',
  bad_signature: 'telegram_signature_invalid',
  missing_auth_date: 'telegram_malformed',
  expired: 'telegram_expired',
  future_auth_date: 'telegram_signature_invalid',
  malformed_user: 'telegram_malformed',
};

/** The player-facing reason for an ID token refusal. */
export const ID_TOKEN_ERROR_REASON: Readonly<Record<IdTokenError, AccountRefusalReason>> = {
  provider_not_configured: 'provider_not_configured',
  malformed: 'id_token_invalid',
  unknown_key: 'id_token_invalid',
  bad_signature: 'id_token_invalid',
  wrong_issuer: 'id_token_wrong_issuer',
  wrong_audience: 'id_token_wrong_audience',
  expired: 'id_token_expired',
  not_yet_valid: 'id_token_invalid',
  missing_nonce: 'nonce_invalid',
  keys_unavailable: 'provider_not_configured',
  nonce_invalid: 'nonce_invalid',
  nonce_expired: 'nonce_expired',
  nonce_used: 'nonce_used',
};

/** The player-facing reason for a refused verification code. */
export const CODE_ERROR_REASON: Readonly<Record<VerificationCodeRefusal, AccountRefusalReason>> = {
  wrong: 'code_wrong',
  expired: 'code_expired',
  used: 'code_used',
  attempts_exhausted: 'code_attempts_exhausted',
};

/** The player-facing reason for a refused new password (the first problem decides). */
export const PASSWORD_PROBLEM_REASON: Readonly<Record<PasswordProblem, AccountRefusalReason>> = {
  too_short: 'password_too_weak',
  too_long: 'password_too_weak',
  matches_email: 'password_same_as_email',
  common: 'password_common',
  repetitive: 'password_repetitive',
  sequential: 'password_repetitive',
};

/** Every CSRF refusal is one reason for the player. */
export const CSRF_ERROR_REASON: Readonly<Record<CsrfRefusal, AccountRefusalReason>> = {
  missing_header: 'csrf_rejected',
  cross_site: 'csrf_rejected',
  foreign_origin: 'csrf_rejected',
};
