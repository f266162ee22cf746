import type { AccountLanguage } from '../../../src/contracts/accounts/language';
import { DEFAULT_TEAM_NAMES } from '../../../src/rules/teams/defaultTeamNames';

/**
 * The name of the team a new account starts with, in the account's language at sign-up. A team name is the
 * player's own text once saved (they may rename it), so it is stored; while it is still this name, the client words
 * it in the language it speaks (teamName.ts).
 */
export function starterTeamName(language: AccountLanguage): string {
  return DEFAULT_TEAM_NAMES[language].starter;
}
