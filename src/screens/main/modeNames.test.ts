import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../services/i18n/languages';
import { BATTLE_MODES } from './battleModes';
import { FULL_MENU, tabForPath, tabsOf } from './mainMenu';

const root = path.resolve(__dirname, '../../../public/locales');
const load = (language: string, ns: string): Record<string, Record<string, unknown>> =>
  JSON.parse(readFileSync(path.join(root, language, `${ns}.json`), 'utf8')) as Record<string, Record<string, unknown>>;

/** The route title key of each mode's screen. */
const ROUTE_KEY: Record<string, string> = {
  campaign: 'activityLevels',
  tower: 'infiniteLevelBattle',
  random_team: 'randomTeamBattle',
  pvp: 'randomPlayerBattle',
};

describe('battle mode names', () => {
  for (const language of SUPPORTED_LANGUAGES) {
    it(`are the same on every screen in ${language} (title, lobby, Battle sheet, history, rankings)`, () => {
      const ui = load(language, 'ui');
      const modes = load(language, 'modes');
      const lobby = ui.main!.modes as Record<string, { name: string }>;
      for (const mode of BATTLE_MODES) {
        const name = (modes.mode as Record<string, string>)[mode.key];
        expect(name, mode.key).toBeTruthy();
        expect((ui.routes as Record<string, string>)[ROUTE_KEY[mode.key]!], `${mode.key} route title`).toBe(name);
        expect(lobby[mode.key]!.name, `${mode.key} lobby name`).toBe(name);
      }
    });
  }

  it('are Campaign, Tower, Quick match and Duel in English', () => {
    expect(load('en', 'modes').mode).toMatchObject({ campaign: 'Campaign', tower: 'Tower', random_team: 'Quick match', pvp: 'Duel' });
  });
});

describe('the hub', () => {
  it('has five tabs in order, and every mode screen is under Battle', () => {
    expect(tabsOf(FULL_MENU).map((tab) => tab.key)).toEqual(['battle', 'cards', 'team', 'shop', 'ranks']);
    for (const mode of BATTLE_MODES) expect(tabForPath(mode.path, FULL_MENU)?.key).toBe('battle');
    expect(tabForPath('/main', FULL_MENU)?.key).toBe('battle');
    expect(tabForPath('/battle', FULL_MENU)?.key).toBe('battle');
    // One tournament's page is the Tournaments screen's, under Battle (not More).
    expect(tabForPath('/tournament', FULL_MENU)?.key).toBe('battle');
    expect(tabForPath('/preset-teams', FULL_MENU)?.key).toBe('team');
    expect(tabForPath('/online-team-rank', FULL_MENU)?.key).toBe('ranks');
  });

  it('puts a group without a tab (one added later, say) under More', () => {
    const menu = [...FULL_MENU, { key: 'events', icon: 'star' as const, items: [{ path: '/events', titleKey: 'events' }] }];
    expect(tabsOf(menu)).toHaveLength(5);
    expect(tabForPath('/events', menu)).toBeUndefined();
    expect(tabForPath('/setting', menu)).toBeUndefined();
  });
});
