import type { TFunction } from 'i18next';
import { isApiError } from '../../services/api/apiError';

/**
 * The player's words for a failed call: a use case's refusal from `<ns>:refusals.<reason>` (with its params),
 * else the error code's generic text (`ui:errors.codes.<code>`). `namespaces` (or `ns:block`) are searched in order.
 */
export function refusalText(error: unknown, t: TFunction, namespaces: readonly string[] = ['ui']): string {
  if (!isApiError(error)) return t('ui:errors.unknown');
  if (error.reason) {
    const key = `refusals.${error.reason}`;
    for (const ns of namespaces) {
      // A namespace may name a block inside it ('economy:convert' → economy:convert.refusals.<reason>).
      const text = t(ns.includes(':') ? `${ns}.${key}` : `${ns}:${key}`, { ...error.params, defaultValue: '' });
      if (text) return text;
    }
  }
  return t(`ui:errors.codes.${error.code}`);
}
