import type { TFunction } from 'i18next';

/** The default name of a slot's team in every language (cards:teams.name.default); teamName.test.ts keeps them equal. */
export const DEFAULT_TEAM_NAMES = ['Team {{slot}}', 'Команда {{slot}}', '队伍 {{slot}}'] as const;

/**
 * A saved team's name as shown: a name the player never changed (a slot's default in any language, saved while the
 * game spoke that language) reads in the current language; a name the player chose is shown as typed.
 */
export function teamName(name: string, slot: number, t: TFunction): string {
  const isDefault = DEFAULT_TEAM_NAMES.some((pattern) => pattern.replace('{{slot}}', String(slot)) === name);
  return isDefault ? t('cards:teams.name.default', { slot }) : name;
}
