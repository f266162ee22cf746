import { z } from 'zod';
import { appLog } from '../debug/appLog';

/** The one CloudStorage key the settings live under (keys allow only A–Z, a–z, 0–9, _ and -). */
export const CLOUD_SETTINGS_KEY = 'tcg_settings';

/** The settings that follow a Telegram player across devices; each is optional (never chosen, or an older app). */
export const cloudSettingsSchema = z.object({
  sound: z.boolean().optional(),
  speed: z.number().positive().optional(),
  language: z.enum(['en', 'ru', 'zh']).optional(),
  fullscreen: z.boolean().optional(),
});
/** One of {@link cloudSettingsSchema}. */
export type CloudSettings = z.infer<typeof cloudSettingsSchema>;

/** Telegram's CloudStorage as the shell hands it over (see startTelegram). */
export interface CloudStore {
  get(key: string): Promise<string>;
  set(key: string, value: string): Promise<void>;
}

/** This browser's copies, read by the screens (the same keys as useSoundSetting and savedSpeed). */
const LOCAL_SOUND_KEY = 'tcg:sound';
const LOCAL_SPEED_KEY = 'tcg:speed';
const LOCAL_FULLSCREEN_KEY = 'tcg:fullscreen';

/** The stored text as settings: empty, unreadable or foreign text is no settings, never an error. */
export function parseCloudSettings(raw: string): CloudSettings {
  try {
    const parsed = cloudSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

let store: CloudStore | null = null;
let current: CloudSettings = {};

/**
 * Reads the player's settings from CloudStorage, copies them into this browser (sound, speed and fullscreen where the screens
 * read them; the language through `applyLanguage`), and from then on {@link rememberCloudSetting} writes there.
 */
export async function loadCloudSettings(cloud: CloudStore, applyLanguage: (language: string) => Promise<void>): Promise<CloudSettings> {
  store = cloud;
  current = parseCloudSettings(await cloud.get(CLOUD_SETTINGS_KEY));
  try {
    if (current.sound !== undefined) localStorage.setItem(LOCAL_SOUND_KEY, current.sound ? 'on' : 'off');
    if (current.speed !== undefined) localStorage.setItem(LOCAL_SPEED_KEY, String(current.speed));
    if (current.fullscreen !== undefined) localStorage.setItem(LOCAL_FULLSCREEN_KEY, current.fullscreen ? 'on' : 'off');
  } catch {
    // Storage refused (private mode): the cloud copy still holds them.
  }
  if (current.language !== undefined) await applyLanguage(current.language);
  return current;
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
