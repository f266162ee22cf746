import type { TFunction } from 'i18next';
import { isApiError } from '../../../services/api/apiError';
import { refusalText } from '../../shared/refusalText';

/** Where account refusals are worded: `ui:account.refusals.<reason>`. */
const ACCOUNT_REFUSAL_NS = ['ui:account'] as const;

/**
 * What to tell the player about a failed call: an account refusal worded from its reason and params in the UI's
 * language, else the error code's generic text (a lost connection, a broken answer, a server fault).
 */
export function errorText(error: unknown, t: TFunction): string {
  return refusalText(error, t, ACCOUNT_REFUSAL_NS);
}

/** The words for the error when it blamed `field` (ApiError.field), else undefined. */
export function fieldErrorOf(error: unknown, field: string, t: TFunction): string | undefined {
  return isApiError(error) && error.field === field ? errorText(error, t) : undefined;
}

/** True when the error names one of `fields`, so the form shows it next to that field, not above the form. */
export function isFieldError(error: unknown, fields: readonly string[]): boolean {
  return isApiError(error) && error.field !== undefined && fields.includes(error.field);
}
