import type { AccountLanguage } from '../../../src/contracts/accounts/language';

/** A moment as an account mail states it: long date and time in the reader's language, in UTC. */
export function mailTime(language: AccountLanguage, at: Date): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at) + ' UTC';
}
