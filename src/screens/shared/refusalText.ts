import type { TFunction } from 'i18next';
import { isApiError } from '../../services/api/apiError';

/**
 * The player's words for a failed call: a use case's refusal from `<ns>:refusals.<reason>` (with its params),
 * else the error code's generic text (`ui:errors.codes.<code>`). `namespaces` (or `ns:block`) are searched in order.
 * A `retryAfterSeconds` param also arrives as `when`, for texts that say `{{when, relativetime}}` ("in 3 minutes").
 */
export function refusalText(error: unknown, t: TFunction, namespaces: readonly string[] = ['ui']): string {
  if (!isApiError(error)) return t('ui:errors.unknown');
  if (error.reason) {
    const key = `refusals.${error.reason}`;
    const params = { ...error.params, ...waitParams(error.params?.retryAfterSeconds), defaultValue: '' };
    for (const ns of namespaces) {
      // A namespace may name a block inside it ('economy:convert' → economy:convert.refusals.<reason>).
      const text = t(ns.includes(':') ? `${ns}.${key}` : `${ns}:${key}`, params);
      if (text) return text;
    }
  }
  return t(`ui:errors.codes.${error.code}`);
}

/** A wait in seconds as i18next's relativetime value and unit: seconds under a minute, minutes under an hour, else hours (rounded up). */
function waitParams(seconds: unknown): { when: number; formatParams: { when: { range: Intl.RelativeTimeFormatUnit } } } | Record<string, never> {
  if (typeof seconds !== 'number') return {};
  const [when, range]: [number, Intl.RelativeTimeFormatUnit] =
    seconds < 60 ? [Math.max(1, Math.ceil(seconds)), 'second'] : seconds < 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return { when, formatParams: { when: { range } } };
}
