import { appLog } from '../debug/appLog';
import { adoptPlayerSettings, getPlayerSettings, PLAYER_SETTING_CHECKS, subscribePlayerSettings, type PlayerSettings } from '../settings/playerSettings';

/** The one CloudStorage key the settings live under (keys allow only A–Z, a–z, 0–9, _ and -). */
export const CLOUD_SETTINGS_KEY = 'tcg_settings';

/**
 * The settings that follow a Telegram player across devices: the player settings store's fields, the language and
 * fullscreen battles; each optional (never chosen, or written by an older app).
 */
export type CloudSettings = Partial<PlayerSettings> & { language?: 'en' | 'ru' | 'zh'; fullscreen?: boolean };

/**
 * Each field's check: the store's own (zod-free: the language switch, in the entry bundle, writes here) plus the
 * language and fullscreen.
 */
const CLOUD_CHECKS: Record<keyof CloudSettings, (value: unknown) => boolean> = {
  ...PLAYER_SETTING_CHECKS,
  language: (v) => v === 'en' || v === 'ru' || v === 'zh',
  fullscreen: (v) => typeof v === 'boolean',
};

/** Telegram's CloudStorage as the shell hands it over (see startTelegram). */
export interface CloudStore {
  get(key: string): Promise<string>;
  set(key: string, value: string): Promise<void>;
}

/** This browser's copy of fullscreen battles, read by the fullscreen service. */
const LOCAL_FULLSCREEN_KEY = 'tcg:fullscreen';

/**
 * The stored text as settings: empty, unreadable or foreign text is no settings, never an error; an invalid field
 * is dropped alone. Text an older app wrote (`sound`, `speed`) is read as today's fields.
 */
export function parseCloudSettings(raw: string): CloudSettings {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const { sound, speed, ...rest } = value as Record<string, unknown>;
  const fields: Record<string, unknown> = { soundOn: sound, battleSpeed: speed, ...rest };
  const settings: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(CLOUD_CHECKS)) {
    if (check(fields[key])) settings[key] = fields[key];
  }
  return settings as CloudSettings;
}

let store: CloudStore | null = null;
let current: CloudSettings = {};
let unsubscribe: (() => void) | null = null;

/**
 * Reads the player's settings from CloudStorage into the settings store (and fullscreen into this browser; the
 * language through `applyLanguage`); from then on every change of the store, and {@link rememberCloudSetting},
 * writes there.
 */
export async function loadCloudSettings(cloud: CloudStore, applyLanguage: (language: string) => Promise<void>): Promise<CloudSettings> {
  store = cloud;
  current = parseCloudSettings(await cloud.get(CLOUD_SETTINGS_KEY));
  adoptPlayerSettings(current);
  try {
    if (current.fullscreen !== undefined) localStorage.setItem(LOCAL_FULLSCREEN_KEY, current.fullscreen ? 'on' : 'off');
  } catch {
    // Storage refused (private mode): the cloud copy still holds it.
  }
  if (current.language !== undefined) await applyLanguage(current.language);
  unsubscribe?.();
  unsubscribe = subscribePlayerSettings((settings: PlayerSettings) => rememberCloudSetting(settings));
  // Settings this device has and the cloud lacks (chosen before CloudStorage was used) go up once.
  rememberCloudSetting(getPlayerSettings());
  return current;
}

/**
 * Loads the settings before the launch signals ready: waits for CloudStorage's answer up to `answerWaitMs` (a slow
 * answer cannot hold the launch; its settings then apply when it comes), and once it has answered, for its language
 * to be applied too. Only the answer is bounded: the language's texts are the game's own files, which the first
 * screen needs anyway, and bounding them as well let ready go out before them on a slow phone (the page flashed
 * English to a player who had chosen Russian on another device).
 */
export async function loadCloudSettingsBeforeReady(cloud: CloudStore, applyLanguage: (language: string) => Promise<void>, answerWaitMs: number): Promise<void> {
  let answered = false;
  const heard: CloudStore = {
    get: async (key) => {
      const value = await cloud.get(key);
      answered = true;
      return value;
    },
    set: (key, value) => cloud.set(key, value),
  };
  const loaded = loadCloudSettings(heard, applyLanguage).then(
    () => undefined,
    (error: unknown) => appLog('warn', `telegram: CloudStorage settings not read: ${String(error)}`),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([loaded, new Promise<void>((resolve) => (timer = setTimeout(resolve, answerWaitMs)))]);
  clearTimeout(timer);
  if (answered) await loaded;
}

/** Keeps a changed setting in CloudStorage (inside Telegram, once loaded); outside Telegram it does nothing. */
export function rememberCloudSetting(change: CloudSettings): void {
  if (!store) return;
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const next = { ...current, ...defined };
  const text = JSON.stringify(next);
  if (text === JSON.stringify(current)) return;
  current = next;
  store.set(CLOUD_SETTINGS_KEY, text).catch((error: unknown) => appLog('warn', `telegram: settings not saved to CloudStorage: ${String(error)}`));
}
