import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { teamName } from './teamName';

const RUSSIAN: Record<string, string> = { 'cards:teamName.starter': 'Стартовая команда', 'units:family.human': 'Человек', 'units:family.mage': 'Маг' };
const russian = ((key: string, options?: { slot: number }) => (key === 'cards:teamName.default' ? `Команда ${options?.slot}` : (RUSSIAN[key] ?? key))) as unknown as TFunction;

describe('teamName', () => {
  it('words a name the game gave in the current language and keeps a chosen one', () => {
    expect(teamName('Team 1', 1, russian)).toBe('Команда 1');
    expect(teamName('队伍 3', 3, russian)).toBe('Команда 3');
    expect(teamName('Team 1', 2, russian)).toBe('Team 1');
    expect(teamName('Starter team', 1, russian)).toBe('Стартовая команда');
    // A team copied from a preset while the game spoke English (or Chinese) is named after the preset's family.
    expect(teamName('Human', 1, russian)).toBe('Человек');
    expect(teamName('法师', 2, russian)).toBe('Маг');
    expect(teamName('Dragons', 1, russian)).toBe('Dragons');
  });
});
