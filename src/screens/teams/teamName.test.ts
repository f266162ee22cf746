import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../services/i18n/languages';
import { DEFAULT_TEAM_NAMES, teamName } from './teamName';

const root = path.resolve(__dirname, '../../../public/locales');
const russian = ((key: string, options: { slot: number }) => (key === 'cards:teams.name.default' ? `Команда ${options.slot}` : key)) as unknown as TFunction;

describe('teamName', () => {
  it('knows the default name of every shipped language', () => {
    const shipped = SUPPORTED_LANGUAGES.map((language) => {
      const cards = JSON.parse(readFileSync(path.join(root, language, 'cards.json'), 'utf8')) as { teams: { name: { default: string } } };
      return cards.teams.name.default;
    });
    expect([...DEFAULT_TEAM_NAMES].sort()).toEqual(shipped.sort());
  });

  it('words a default name in the current language and keeps a chosen one', () => {
    expect(teamName('Team 1', 1, russian)).toBe('Команда 1');
    expect(teamName('队伍 3', 3, russian)).toBe('Команда 3');
    expect(teamName('Team 1', 2, russian)).toBe('Team 1');
    expect(teamName('Dragons', 1, russian)).toBe('Dragons');
  });
});
