import type { TFunction } from 'i18next';
import { defaultTeamName } from '../../rules/teams/defaultTeamNames';

/**
 * A saved team's name as shown: a name the game gave it and the player never changed (a slot's default, the starter
 * team's, a copied preset's family, saved while the game spoke any of its languages) reads in the current language;
 * a name the player chose is shown as typed. Needs the cards and units namespaces loaded.
 */
export function teamName(name: string, slot: number, t: TFunction): string {
  const given = defaultTeamName(name, slot);
  if (!given) return name;
  if (given.kind === 'slot') return t('cards:teamName.default', { slot });
  if (given.kind === 'starter') return t('cards:teamName.starter');
  return t(`units:family.${given.family}`);
}
