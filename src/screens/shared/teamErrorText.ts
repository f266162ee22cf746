import type { TFunction } from 'i18next';
import { isApiError } from '../../services/api';
import { refusalText } from './refusalText';

/**
 * The player's words for a failed team call: an engine refusal names its problem (`cards:teams.problems.<code>`),
 * other team refusals come from `cards:teams.refusals.<reason>`, anything else from the shared wording in `namespaces`
 * (a battle start words its own refusals in `modes`, so the engine's English detail never reaches the player).
 */
export function teamErrorText(error: unknown, t: TFunction, namespaces: string[] = ['cards']): string {
  if (isApiError(error) && error.reason) {
    const params = error.params ?? {};
    if (error.reason === 'invalid_team') return t(`cards:teams.problems.${String(params.problem ?? 'other')}`, params);
    const text = t(`cards:teams.refusals.${error.reason}`, { ...params, defaultValue: '' });
    if (text) return text;
  }
  return refusalText(error, t, namespaces);
}
