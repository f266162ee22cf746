import type { AccountLanguage } from '../../../src/contracts/accounts/language';

const NAMES: Record<AccountLanguage, string> = { en: 'Starter team', ru: 'Стартовая команда', zh: '新手队伍' };

/**
 * The name of the team a new account starts with, in the account's language at sign-up. A team name is the
 * player's own text once saved (they may rename it), so it is stored, not worded by the client.
 */
export function starterTeamName(language: AccountLanguage): string {
  return NAMES[language];
}
