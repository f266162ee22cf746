import { useSyncExternalStore } from 'react';
import type { AccountSettings } from '../../contracts/accounts/account';

/**
 * The player's sound, music, haptics and battle-speed settings: the one store every screen reads and changes.
 * It starts synchronously from this browser's copy (so the first frame already has them), then adopts what the
 * account (web) and Telegram's CloudStorage hold; a change the player makes is kept in this browser, mirrored to
 * CloudStorage (cloudSettings subscribes) and saved on the account through the saver the signed-in app installs.
 * The language is not here: i18n owns it (initI18n's changeLanguage keeps the same three places).
 */
export type PlayerSettings = Pick<AccountSettings, 'soundOn' | 'soundVolume' | 'musicOn' | 'musicVolume' | 'hapticsOn' | 'battleSpeed'>;

const isVolume = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 100;
const isBoolean = (v: unknown) => typeof v === 'boolean';

/**
 * Each field's check (the account contract's rules, kept zod-free: this store is in the entry bundle, which carries
 * no schema library; a unit test holds them to the contract).
 */
export const PLAYER_SETTING_CHECKS: Record<keyof PlayerSettings, (value: unknown) => boolean> = {
  soundOn: isBoolean,
  soundVolume: isVolume,
  musicOn: isBoolean,
  musicVolume: isVolume,
  hapticsOn: isBoolean,
  battleSpeed: (v) => v === 0.5 || v === 1 || v === 2 || v === 4,
};

/** A new player's settings (the account's column defaults are the same). */
export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = { soundOn: true, soundVolume: 80, musicOn: true, musicVolume: 50, hapticsOn: true, battleSpeed: 1 };

/** Where this browser keeps its copy (one JSON value). */
export const LOCAL_SETTINGS_KEY = 'tcg:settings';

/** This browser's copy, each unreadable field replaced by its default. */
function readLocal(): PlayerSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(LOCAL_SETTINGS_KEY) ?? '{}') as Record<string, unknown>;
    return settingsFrom(raw, DEFAULT_PLAYER_SETTINGS);
  } catch {
    return DEFAULT_PLAYER_SETTINGS;
  }
}

/** `raw`'s valid fields over `base`: a foreign or older value never breaks the store. */
export function settingsFrom(raw: Record<string, unknown>, base: PlayerSettings): PlayerSettings {
  const next: Record<string, unknown> = { ...base };
  for (const [key, check] of Object.entries(PLAYER_SETTING_CHECKS)) {
    if (check(raw[key])) next[key] = raw[key];
  }
  return next as PlayerSettings;
}

let current: PlayerSettings = typeof localStorage === 'undefined' ? DEFAULT_PLAYER_SETTINGS : readLocal();
const listeners = new Set<(settings: PlayerSettings) => void>();
let saver: ((change: Partial<PlayerSettings>) => void) | null = null;

function apply(change: Partial<PlayerSettings>): boolean {
  const next = settingsFrom(change, current);
  if (JSON.stringify(next) === JSON.stringify(current)) return false;
  current = next;
  try {
    localStorage.setItem(LOCAL_SETTINGS_KEY, JSON.stringify(current));
  } catch {
    // Storage refused (private mode): the settings last for this page (and stay on the account / in CloudStorage).
  }
  for (const listener of listeners) listener(current);
  return true;
}

/** The settings now. */
export function getPlayerSettings(): PlayerSettings {
  return current;
}

/** Calls `listener` after every change; returns the unsubscribe. */
export function subscribePlayerSettings(listener: (settings: PlayerSettings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The settings, re-rendering on change. */
export function usePlayerSettings(): PlayerSettings {
  return useSyncExternalStore(subscribePlayerSettings, getPlayerSettings, getPlayerSettings);
}

/** A change the player made: applied at once, kept here and in CloudStorage, and saved on the account when signed in. */
export function changePlayerSettings(change: Partial<PlayerSettings>): void {
  if (apply(change)) saver?.(change);
}

/** Settings read from the account or CloudStorage: applied and kept here (the account is not written back). */
export function adoptPlayerSettings(settings: Partial<AccountSettings> | Record<string, unknown>): void {
  apply(settings as Partial<PlayerSettings>);
}

/** Installs (or, with null, removes) how a change reaches the signed-in player's account. */
export function setPlayerSettingsSaver(save: ((change: Partial<PlayerSettings>) => void) | null): void {
  saver = save;
}
