import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A CloudStorage double: a map of keys to text. */
function fakeCloud(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, get: (key: string) => Promise.resolve(data.get(key) ?? ''), set: (key: string, value: string) => Promise.resolve(void data.set(key, value)) };
}

function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => { items.delete(k); },
    setItem: (k, v) => { items.set(k, String(v)); },
  };
}

// Each test is a fresh device: a new page (modules loaded anew) with an empty browser storage.
beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('localStorage', fakeStorage());
});
afterEach(() => vi.unstubAllGlobals());

const load = async () => ({ ...(await import('./cloudSettings')), ...(await import('../settings/playerSettings')) });

describe('parseCloudSettings', () => {
  it('reads what was written, older apps\' names too, and ignores empty, foreign or invalid text', async () => {
    const { parseCloudSettings } = await load();
    expect(parseCloudSettings('{"soundOn":false,"battleSpeed":4,"language":"ru","musicVolume":30,"hapticsOn":false}')).toEqual({ soundOn: false, battleSpeed: 4, language: 'ru', musicVolume: 30, hapticsOn: false });
    expect(parseCloudSettings('{"sound":false,"speed":2}')).toEqual({ soundOn: false, battleSpeed: 2 });
    expect(parseCloudSettings('')).toEqual({});
    expect(parseCloudSettings('not json')).toEqual({});
    expect(parseCloudSettings('{"language":"fr","battleSpeed":3,"musicVolume":101}')).toEqual({});
  });
});

describe('cloud settings', () => {
  it('round-trip: what the player changes on one device is in CloudStorage, and another device starts with it', async () => {
    const cloud = fakeCloud();
    const first = await load();
    await first.loadCloudSettings(cloud, () => Promise.resolve());
    first.changePlayerSettings({ battleSpeed: 2, musicOn: false, soundVolume: 40, hapticsOn: false });
    first.rememberCloudSetting({ language: 'zh', fullscreen: true });
    await Promise.resolve();
    const stored = first.parseCloudSettings(cloud.data.get(first.CLOUD_SETTINGS_KEY)!);
    expect(stored).toEqual({ soundOn: true, soundVolume: 40, musicOn: false, musicVolume: 50, hapticsOn: false, battleSpeed: 2, language: 'zh', fullscreen: true });

    vi.resetModules();
    vi.stubGlobal('localStorage', fakeStorage());
    const other = await load();
    expect(other.getPlayerSettings().battleSpeed).toBe(1);
    const applyLanguage = vi.fn(() => Promise.resolve());
    await other.loadCloudSettings(fakeCloud(Object.fromEntries(cloud.data)), applyLanguage);
    expect(other.getPlayerSettings()).toEqual({ soundOn: true, soundVolume: 40, musicOn: false, musicVolume: 50, hapticsOn: false, battleSpeed: 2 });
    // Kept in this browser too: the next start reads it before CloudStorage answers.
    expect(JSON.parse(localStorage.getItem(other.LOCAL_SETTINGS_KEY)!)).toMatchObject({ battleSpeed: 2, musicOn: false });
    expect(localStorage.getItem('tcg:fullscreen')).toBe('on');
    expect(applyLanguage).toHaveBeenCalledWith('zh');
  });

  it('writes only on a change', async () => {
    const { CLOUD_SETTINGS_KEY, loadCloudSettings, changePlayerSettings, getPlayerSettings } = await load();
    const cloud = fakeCloud({ [CLOUD_SETTINGS_KEY]: JSON.stringify(getPlayerSettings()) });
    const set = vi.spyOn(cloud, 'set');
    await loadCloudSettings(cloud, () => Promise.resolve());
    changePlayerSettings({ battleSpeed: 1 });
    expect(set).not.toHaveBeenCalled();
    changePlayerSettings({ battleSpeed: 4 });
    expect(set).toHaveBeenCalledTimes(1);
  });
});

describe('loadCloudSettingsBeforeReady', () => {
  afterEach(() => vi.useRealTimers());

  /** A promise and the function that resolves it. */
  function deferred<T>() {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((done) => (resolve = done));
    return { promise, resolve };
  }

  it('once CloudStorage has answered, waits for its language however long the texts take (no English before ready)', async () => {
    vi.useFakeTimers();
    const { loadCloudSettingsBeforeReady } = await load();
    const texts = deferred<void>();
    const applied: string[] = [];
    const applyLanguage = (language: string) => texts.promise.then(() => void applied.push(language));
    let ready = false;
    const launch = loadCloudSettingsBeforeReady(fakeCloud({ tcg_settings: '{"language":"ru"}' }), applyLanguage, 500).then(() => (ready = true));
    // A slow phone: the language's files take far longer than the answer's bound.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ready).toBe(false);
    texts.resolve();
    await launch;
    expect(applied).toEqual(['ru']);
  });

  it('a slow answer does not hold the launch: ready after the bound, and the settings apply when the answer comes', async () => {
    vi.useFakeTimers();
    const { loadCloudSettingsBeforeReady, getPlayerSettings } = await load();
    const answer = deferred<string>();
    const applied: string[] = [];
    const cloud = { get: () => answer.promise, set: () => Promise.resolve() };
    let ready = false;
    const launch = loadCloudSettingsBeforeReady(cloud, async (language) => void applied.push(language), 500).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await launch;
    expect(ready).toBe(true);
    answer.resolve('{"language":"zh","battleSpeed":4}');
    await vi.waitFor(() => expect(applied).toEqual(['zh']));
    expect(getPlayerSettings().battleSpeed).toBe(4);
  });
});
