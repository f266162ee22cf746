import type { AccountLanguage } from '../../contracts/accounts/language';
import { FAMILIES, type Family } from '../../engine';

/** The names the game itself gives a team in one language: a slot's default, the starter team's, a preset's (its family). */
export interface DefaultTeamNames {
  /** With `{{slot}}` for the slot's number (cards:teams.name.default). */
  slot: string;
  /** cards:teams.name.starter */
  starter: string;
  /** units:family.<family>: a team copied from a preset is named after the preset's family. */
  family: Record<Family, string>;
}

/**
 * The game's own team names in every language it speaks, as the locale files word them (defaultTeamNames.test.ts
 * keeps them equal). A saved team's name is a plain string the player may change; while it is still one of these,
 * it was given in whatever language the game spoke then, and the client words it in the current one instead.
 */
export const DEFAULT_TEAM_NAMES: Record<AccountLanguage, DefaultTeamNames> = {
  en: {
    slot: 'Team {{slot}}',
    starter: 'Starter team',
    family: { warrior: 'Warrior', mage: 'Mage', human: 'Human', assassin: 'Assassin', elemental: 'Elemental', guardian: 'Guardian' },
  },
  ru: {
    slot: 'Команда {{slot}}',
    starter: 'Стартовая команда',
    family: { warrior: 'Воин', mage: 'Маг', human: 'Человек', assassin: 'Убийца', elemental: 'Элементаль', guardian: 'Страж' },
  },
  zh: {
    slot: '队伍 {{slot}}',
    starter: '新手队伍',
    family: { warrior: '战士', mage: '法师', human: '人类', assassin: '刺客', elemental: '元素', guardian: '守护者' },
  },
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
