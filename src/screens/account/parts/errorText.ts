import type { TFunction } from 'i18next';
import { isApiError } from '../../../services/api/apiError';

/** Codes whose text the client writes itself: no server message exists, or it is internal and untranslated. */
const CLIENT_WORDED = new Set(['network', 'bad_response', 'internal']);

/**
 * What to tell the player about a failed call. Account refusals arrive already translated by the server (it
 * knows the account's language), so their message is shown as sent; a lost connection, a broken answer or a
 * server fault are worded here.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.unknown');
  if (CLIENT_WORDED.has(error.code) || error.message.trim() === '') return t(`errors.codes.${error.code}`);
  return error.message;
}

/** The server's message when it blamed `field` (ApiError.field), else undefined. */
export function fieldErrorOf(error: unknown, field: string, t: TFunction): string | undefined {
  return isApiError(error) && error.field === field ? errorText(error, t) : undefined;
}

/** True when the error names one of `fields`, so the form shows it next to that field, not above the form. */
export function isFieldError(error: unknown, fields: readonly string[]): boolean {
  return isApiError(error) && error.field !== undefined && fields.includes(error.field);
}
