import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountLanguage } from '../../contracts/accounts/language';
import { FAMILIES } from '../../engine';
import { DEFAULT_TEAM_NAMES, defaultTeamName } from './defaultTeamNames';

const root = path.resolve(__dirname, '../../../public/locales');
const read = (language: string, ns: string): unknown => JSON.parse(readFileSync(path.join(root, language, `${ns}.json`), 'utf8'));

describe('DEFAULT_TEAM_NAMES', () => {
  it('are the locale files\' words in every shipped language', () => {
    expect(Object.keys(DEFAULT_TEAM_NAMES).sort()).toEqual([...accountLanguage.options].sort());
    for (const language of accountLanguage.options) {
      const cards = read(language, 'cards') as { teams: { name: { default: string; starter: string } } };
      const units = read(language, 'units') as { family: Record<string, string> };
      expect(DEFAULT_TEAM_NAMES[language], language).toEqual({ slot: cards.teams.name.default, starter: cards.teams.name.starter, family: Object.fromEntries(FAMILIES.map((f) => [f, units.family[f]])) });
    }
  });
});

describe('defaultTeamName', () => {
  it('knows a slot\'s default (of that slot only), the starter team\'s and a preset\'s family in any language', () => {
    expect(defaultTeamName('Team 1', 1)).toEqual({ kind: 'slot' });
    expect(defaultTeamName('队伍 3', 3)).toEqual({ kind: 'slot' });
    expect(defaultTeamName('Team 1', 2)).toBeNull();
    expect(defaultTeamName('Стартовая команда', 1)).toEqual({ kind: 'starter' });
    expect(defaultTeamName('Human', 2)).toEqual({ kind: 'family', family: 'human' });
    expect(defaultTeamName('Элементаль', 4)).toEqual({ kind: 'family', family: 'elemental' });
    expect(defaultTeamName('守护者', 5)).toEqual({ kind: 'family', family: 'guardian' });
    expect(defaultTeamName('Dragons', 1)).toBeNull();
    expect(defaultTeamName('human', 1)).toBeNull();
  });
});
