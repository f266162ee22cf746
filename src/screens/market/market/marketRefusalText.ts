import type { TFunction } from 'i18next';
import { isApiError } from '../../../services/api/apiError';
import { refusalText } from '../../shared/refusalText';

/** The player's words for a failed market call: `economy:market.refusals.<reason>` when the server gave one, else the generic text. */
export function marketRefusalText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.reason) {
    const text = t(`economy:market.refusals.${error.reason}`, { ...error.params, defaultValue: '' });
    if (text) return text;
  }
  return refusalText(error, t);
}
