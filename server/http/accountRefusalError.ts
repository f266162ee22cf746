import type { AccountRefusalReason } from '../../src/contracts/accounts/accountRefusalReason';
import type { Refusal } from '../../src/contracts/api/refusal';
import { ACCOUNT_REFUSALS } from './accountRefusals';
import { HttpError } from './httpError';

/**
 * An account refusal to throw: the answer of ACCOUNT_REFUSALS with the reason, and the wait (if any) as the
 * `retryAfterSeconds` parameter and Retry-After; the client words it in the UI's language.
 */
export function accountFailure(reason: AccountRefusalReason, extra: { retryAfterSeconds?: number; field?: string } = {}): HttpError {
  const wait = extra.retryAfterSeconds === undefined ? undefined : Math.ceil(extra.retryAfterSeconds);
  const params = wait === undefined ? undefined : { retryAfterSeconds: wait };
  const entry = ACCOUNT_REFUSALS[reason];
  // As every refusal: the body's message is the reason itself; players see the client's words.
  return new HttpError(entry.status, entry.code, reason, extra.field, wait, { reason, ...(params ? { params } : {}) });
}

/**
 * The HTTP answer of an account use case's refusal: {@link accountFailure} for its reason, with `params.field` as
 * the field at fault and `params.retryAfterSeconds` as the wait (and Retry-After).
 */
export function accountRefusalError(refusal: Refusal<AccountRefusalReason>): HttpError {
  const field = refusal.params?.field;
  const wait = refusal.params?.retryAfterSeconds;
  return accountFailure(refusal.reason, {
    ...(typeof field === 'string' ? { field } : {}),
    ...(typeof wait === 'number' ? { retryAfterSeconds: wait } : {}),
  });
}
