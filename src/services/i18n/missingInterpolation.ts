import { appLog } from '../debug/appLog';

/**
 * i18next `missingInterpolationHandler`: a `{{variable}}` the caller did not pass logs a warning and renders
 * as an empty string (SPEC §8), never as the raw placeholder.
 */
export function missingInterpolation(text: string, match: RegExpExecArray | string[]): string {
  appLog('warn', `i18n: missing interpolation variable "${(match[1] ?? match[0] ?? '').trim()}" in "${text}"`);
  return '';
}
