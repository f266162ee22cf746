import { teamName as enTeamName } from '../../../public/locales/en/cards.json';
import { family as enFamily } from '../../../public/locales/en/units.json';
import { teamName as ruTeamName } from '../../../public/locales/ru/cards.json';
import { family as ruFamily } from '../../../public/locales/ru/units.json';
import { teamName as zhTeamName } from '../../../public/locales/zh/cards.json';
import { family as zhFamily } from '../../../public/locales/zh/units.json';
import type { AccountLanguage } from '../../contracts/accounts/language';
import { FAMILIES, type Family } from '../../engine';

/** The names the game itself gives a team in one language: a slot's default, the starter team's, a preset's (its family). */
export interface DefaultTeamNames {
  /** With `{{slot}}` for the slot's number (cards:teamName.default). */
  slot: string;
  /** cards:teamName.starter */
  starter: string;
  /** units:family.<family>: a team copied from a preset is named after the preset's family. */
  family: Record<Family, string>;
}

/** One language's names, taken from its cards and units locale files. */
function namesOf(teamName: { default: string; starter: string }, family: Record<Family, string>): DefaultTeamNames {
  return { slot: teamName.default, starter: teamName.starter, family };
}

/**
 * The game's own team names in every language it speaks, read from the locale files themselves: the words live
 * there only, under top-level keys (`teamName`, `family`) so a bundle takes just those. Imported as data, not asked
 * of i18next: the server names a new account's starter team with them and stays free of i18next, and the client
 * recognises a name given in any language while i18next holds only the one it speaks. A saved team's name is a
 * plain string the player may change; while it is still one of these, it was given in whatever language the game
 * spoke then, and the client words it in the current one instead.
 */
export const DEFAULT_TEAM_NAMES: Record<AccountLanguage, DefaultTeamNames> = {
  en: namesOf(enTeamName, enFamily),
  ru: namesOf(ruTeamName, ruFamily),
  zh: namesOf(zhTeamName, zhFamily),
};

/** Which of the game's own names a saved team still has, in any language; null for a name the player chose. */
export type DefaultTeamName = { kind: 'slot' } | { kind: 'starter' } | { kind: 'family'; family: Family };

/** The game's own name `name` is (the slot's default only for the team's own `slot`), or null for a player's. */
export function defaultTeamName(name: string, slot: number): DefaultTeamName | null {
  const languages = Object.values(DEFAULT_TEAM_NAMES);
  if (languages.some((names) => names.slot.replace('{{slot}}', String(slot)) === name)) return { kind: 'slot' };
  if (languages.some((names) => names.starter === name)) return { kind: 'starter' };
  const family = FAMILIES.find((f) => languages.some((names) => names.family[f] === name));
  return family ? { kind: 'family', family } : null;
}
