import type { TFunction } from 'i18next';
import { isApiError } from '../../../services/api/apiError';
import { refusalText } from '../../shared/refusalText';

/**
 * The player's words for a failed shop call: `economy:<block>.refusals.<reason>` (each shop keeps its refusals
 * in its own block of economy.json), else the generic wording of refusalText.
 */
export function shopRefusalText(error: unknown, t: TFunction, block: 'mystery' | 'fragmentStore' | 'invites' | 'iap'): string {
  if (isApiError(error) && error.reason) {
    const text = t(`economy:${block}.refusals.${error.reason}`, { ...error.params, defaultValue: '' });
    if (text) return text;
  }
  return refusalText(error, t, ['ui']);
}
