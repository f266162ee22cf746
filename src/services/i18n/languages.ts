/** Languages the game ships, in switcher order. Adding one: add its folder under public/locales and list it here. */
export const SUPPORTED_LANGUAGES = ['en', 'ru', 'zh'] as const;
/** One of {@link SUPPORTED_LANGUAGES}. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/** Default and fallback language (SPEC §1, §9). */
export const FALLBACK_LANGUAGE: Language = 'en';
/**
 * Translation namespaces: the five of SPEC §7 (`ui` is the default), plus one per game area so each area's
 * screens load only their own texts: `cards` (collection, teams), `battle` (the battle viewer), `modes` (battle
 * modes, history, rankings, lobby), `wallet` (wallets, deposits), `economy` (conversions, market, shops, social), `share` (sharing into
 * Telegram), `seasons` (ranked seasons, leagues, daily quests and the streak), `compete` (tournaments, spectating),
 * `firstRun` (the first-run guide), `teamAdvice` (low win-odds advice), `settings` (sound, music, haptics, speed),
 * `coach` (the luck report and the formation coach).
 */
export const NAMESPACES = ['ui', 'skills', 'statuses', 'units', 'homepage', 'cards', 'battle', 'modes', 'wallet', 'economy', 'share', 'seasons', 'compete', 'firstRun', 'teamAdvice', 'settings', 'coach'] as const;
/** One of {@link NAMESPACES}. */
export type Namespace = (typeof NAMESPACES)[number];
/** Namespaces every screen may need; loaded at start. The battle namespaces load with the screens that use them. */
export const BOOT_NAMESPACES: Namespace[] = ['ui', 'homepage'];
/** localStorage key of the cached language (SPEC §3 "the cached language"). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** True when `value` is one of the shipped languages. */
export function isLanguage(value: string): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
