import { describe, expect, it, vi } from 'vitest';
import { CLOUD_SETTINGS_KEY, loadCloudSettings, parseCloudSettings, rememberCloudSetting } from './cloudSettings';

/** A CloudStorage double: a map of keys to text. */
function fakeCloud(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, get: (key: string) => Promise.resolve(data.get(key) ?? ''), set: (key: string, value: string) => Promise.resolve(void data.set(key, value)) };
}

describe('parseCloudSettings', () => {
  it('reads what was written and ignores empty or foreign text', () => {
    expect(parseCloudSettings('{"sound":false,"speed":4,"language":"ru"}')).toEqual({ sound: false, speed: 4, language: 'ru' });
    expect(parseCloudSettings('')).toEqual({});
    expect(parseCloudSettings('not json')).toEqual({});
    expect(parseCloudSettings('{"language":"fr"}')).toEqual({});
  });
});

describe('cloud settings', () => {
  it('round-trip: what one device remembers, another loads and applies', async () => {
    const cloud = fakeCloud();
    await loadCloudSettings(cloud, () => Promise.resolve());
    rememberCloudSetting({ speed: 2 });
    rememberCloudSetting({ sound: false, language: 'zh', fullscreen: true });
    rememberCloudSetting({ language: undefined });
    await Promise.resolve();
    expect(parseCloudSettings(cloud.data.get(CLOUD_SETTINGS_KEY)!)).toEqual({ speed: 2, sound: false, language: 'zh', fullscreen: true });

    const storage = new Map<string, string>();
    vi.stubGlobal('localStorage', { setItem: (k: string, v: string) => storage.set(k, v) });
    const applyLanguage = vi.fn(() => Promise.resolve());
    const other = fakeCloud(Object.fromEntries(cloud.data));
    expect(await loadCloudSettings(other, applyLanguage)).toEqual({ speed: 2, sound: false, language: 'zh', fullscreen: true });
    expect(storage.get('tcg:speed')).toBe('2');
    expect(storage.get('tcg:sound')).toBe('off');
    expect(storage.get('tcg:fullscreen')).toBe('on');
    expect(applyLanguage).toHaveBeenCalledWith('zh');
    vi.unstubAllGlobals();
  });

  it('writes only on a change', async () => {
    const cloud = fakeCloud({ [CLOUD_SETTINGS_KEY]: '{"speed":1}' });
    const set = vi.spyOn(cloud, 'set');
    await loadCloudSettings(cloud, () => Promise.resolve());
    rememberCloudSetting({ speed: 1 });
    expect(set).not.toHaveBeenCalled();
    rememberCloudSetting({ speed: 4 });
    expect(set).toHaveBeenCalledTimes(1);
  });
});
