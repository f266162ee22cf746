import type { AccountErrorReason } from '../../src/contracts/accounts/accountErrorReason';
import type { AccountLanguage } from '../../src/contracts/accounts/language';
import type { Refusal } from '../../src/contracts/api/refusal';
import type { HttpError } from './httpError';
import { accountFailure } from './requestContext';

/**
 * The HTTP answer of an account use case's refusal: the translated account error (ACCOUNT_ERRORS) for its
 * reason, with `params.field` as the field at fault and `params.retryAfterSeconds` as the wait (and Retry-After).
 */
export function accountRefusalError(refusal: Refusal<AccountErrorReason>, language: AccountLanguage): HttpError {
  const field = refusal.params?.field;
  const wait = refusal.params?.retryAfterSeconds;
  return accountFailure(refusal.reason, language, {
    ...(typeof field === 'string' ? { field } : {}),
    ...(typeof wait === 'number' ? { retryAfterSeconds: wait } : {}),
  });
}
