import { describe, expect, it } from 'vitest';
import { accountLanguage } from '../../contracts/accounts/language';
import { FAMILIES } from '../../engine';
import { DEFAULT_TEAM_NAMES, defaultTeamName } from './defaultTeamNames';

describe('DEFAULT_TEAM_NAMES', () => {
  it('has the locale files\' words for every shipped language: a slot\'s default with its number, the starter team\'s, every family\'s', () => {
    expect(Object.keys(DEFAULT_TEAM_NAMES).sort()).toEqual([...accountLanguage.options].sort());
    for (const names of Object.values(DEFAULT_TEAM_NAMES)) {
      expect(names.slot).toContain('{{slot}}');
      expect(names.starter).not.toBe('');
      expect(Object.keys(names.family).sort()).toEqual([...FAMILIES].sort());
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
