import { z } from 'zod';

/**
 * Why an account request was refused, finer than the HTTP error code; the client words each from
 * `ui:account.refusals.<reason>` (every one has a text in en, ru and zh: refusalWords.test.ts).
 */
export const accountRefusalReason = z.enum([
  'not_signed_in',
  'session_expired',
  'csrf_rejected',
  'email_taken',
  'email_not_verified',
  'wrong_credentials',
  'wrong_password',
  'password_too_weak',
  'password_same_as_email',
  'password_common',
  'password_repetitive',
  'code_wrong',
  'code_expired',
  'code_used',
  'code_attempts_exhausted',
  'code_resend_too_soon',
  'mail_unavailable',
  'rate_limited',
  'telegram_not_configured',
  'telegram_signature_invalid',
  'telegram_expired',
  'telegram_malformed',
  'provider_not_configured',
  'id_token_invalid',
  'id_token_expired',
  'id_token_wrong_audience',
  'id_token_wrong_issuer',
  'nonce_invalid',
  'nonce_expired',
  'nonce_used',
  'identity_in_use',
  'identity_already_linked',
  'email_confirm_where_added',
  'last_identity',
  'unknown_avatar',
  'insufficient_funds',
  'insufficient_stamina',
  'idempotency_conflict',
  'identity_not_found',
  'session_not_found',
  'no_password',
  'stamina_full',
  'email_claim_missing',
  'server_busy',
]);
/** One of {@link accountRefusalReason}. */
export type AccountRefusalReason = z.infer<typeof accountRefusalReason>;
