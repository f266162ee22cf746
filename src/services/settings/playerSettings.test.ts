import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountSettings, BATTLE_SPEEDS } from '../../contracts/accounts/account';

function fakeStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => { items.delete(k); },
    setItem: (k, v) => { items.set(k, String(v)); },
  };
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('the player settings store', () => {
  it('starts from this browser\'s copy synchronously (no flash), each bad field at its default', async () => {
    vi.stubGlobal('localStorage', fakeStorage({ 'tcg:settings': JSON.stringify({ musicOn: false, battleSpeed: 3, soundVolume: 20 }) }));
    const { getPlayerSettings } = await import('./playerSettings');
    expect(getPlayerSettings()).toEqual({ soundOn: true, soundVolume: 20, musicOn: false, musicVolume: 50, hapticsOn: true, battleSpeed: 1 });
  });

  it('a player\'s change is kept here and sent to the account saver; settings adopted from the account are not sent back', async () => {
    vi.stubGlobal('localStorage', fakeStorage());
    const store = await import('./playerSettings');
    const saved: unknown[] = [];
    store.setPlayerSettingsSaver((change) => saved.push(change));
    const seen: number[] = [];
    store.subscribePlayerSettings((s) => seen.push(s.battleSpeed));
    store.changePlayerSettings({ battleSpeed: 4 });
    store.changePlayerSettings({ battleSpeed: 4 });
    store.adoptPlayerSettings({ battleSpeed: 2, language: 'ru', reducedMotion: true });
    expect(saved).toEqual([{ battleSpeed: 4 }]);
    expect(seen).toEqual([4, 2]);
    expect(JSON.parse(localStorage.getItem('tcg:settings')!)).toMatchObject({ battleSpeed: 2 });
  });

  it('checks each field as the account contract does', async () => {
    vi.stubGlobal('localStorage', fakeStorage());
    const { PLAYER_SETTING_CHECKS, DEFAULT_PLAYER_SETTINGS } = await import('./playerSettings');
    const samples: unknown[] = [true, false, 'on', 0, 50, 100, 101, -1, 12.5, 0.5, 1, 2, 3, 4, null, undefined];
    for (const [key, check] of Object.entries(PLAYER_SETTING_CHECKS)) {
      const schema = accountSettings.shape[key as keyof typeof accountSettings.shape];
      for (const value of samples) expect([key, value, check(value)]).toEqual([key, value, schema.safeParse(value).success]);
    }
    expect(accountSettings.safeParse({ ...DEFAULT_PLAYER_SETTINGS, language: 'en', reducedMotion: false }).success).toBe(true);
    expect(BATTLE_SPEEDS.every((speed) => PLAYER_SETTING_CHECKS.battleSpeed(speed))).toBe(true);
  });
});
