import type { AccountRefusalReason } from '../../src/contracts/accounts/accountRefusalReason';
import type { AccountLanguage } from '../../src/contracts/accounts/language';
import type { Refusal } from '../../src/contracts/api/refusal';
import { accountMessage } from '../domain/accounts/accountErrors';
import { ACCOUNT_REFUSALS } from './accountRefusals';
import { HttpError } from './httpError';

/**
 * A translated account refusal to throw: the status and code of ACCOUNT_REFUSALS, the message in `language`, the
 * reason (and the wait, also sent as Retry-After) for the client to word itself.
 */
export function accountFailure(reason: AccountRefusalReason, language: AccountLanguage, extra: { retryAfterSeconds?: number; field?: string } = {}): HttpError {
  const entry = ACCOUNT_REFUSALS[reason];
  const wait = extra.retryAfterSeconds === undefined ? undefined : Math.ceil(extra.retryAfterSeconds);
  return new HttpError(entry.status, entry.code, accountMessage(reason, language, extra.retryAfterSeconds), extra.field, wait, {
    reason,
    ...(wait === undefined ? {} : { params: { retryAfterSeconds: wait } }),
  });
}

/**
 * The HTTP answer of an account use case's refusal: {@link accountFailure} for its reason, with `params.field` as
 * the field at fault and `params.retryAfterSeconds` as the wait (and Retry-After).
 */
export function accountRefusalError(refusal: Refusal<AccountRefusalReason>, language: AccountLanguage): HttpError {
  const field = refusal.params?.field;
  const wait = refusal.params?.retryAfterSeconds;
  return accountFailure(refusal.reason, language, {
    ...(typeof field === 'string' ? { field } : {}),
    ...(typeof wait === 'number' ? { retryAfterSeconds: wait } : {}),
  });
}
