import type { AccountRefusalReason } from '../../src/contracts/accounts/accountRefusalReason';
import type { Refusal } from '../../src/contracts/api/refusal';
import { ACCOUNT_REFUSALS } from './accountRefusals';
import { HttpError } from './httpError';
import { refusalError } from './refusalError';

/**
 * An account refusal to throw: the answer of ACCOUNT_REFUSALS with the reason, and the wait (if any) as the
 * `retryAfterSeconds` parameter and Retry-After; the client words it in the UI's language.
 */
export function accountFailure(reason: AccountRefusalReason, extra: { retryAfterSeconds?: number; field?: string } = {}): HttpError {
  const wait = extra.retryAfterSeconds === undefined ? undefined : Math.ceil(extra.retryAfterSeconds);
  const base = refusalError<AccountRefusalReason>({ ok: false, reason, ...(wait === undefined ? {} : { params: { retryAfterSeconds: wait } }) }, ACCOUNT_REFUSALS, extra.field);
  return wait === undefined ? base : new HttpError(base.status, base.code, base.message, base.field, wait, base.refusal);
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
