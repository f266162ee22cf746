/**
 * Oldest Telegram Mini Apps (Bot API) version the game runs on. 6.1 brought the BackButton (the app's
 * back navigation inside Telegram) and the secondary theme colours; older clients get the too-old screen.
 * Newer features (safe-area insets from 8.0, fullscreen) are used only when the client has them.
 */
export const MIN_BOT_API_VERSION = '6.1';

/** True when dotted version `version` is at least `minimum` ("6.10" > "6.9"; a missing part counts as 0). */
export function isVersionAtLeast(version: string, minimum: string): boolean {
  const a = version.split('.').map((part) => Number.parseInt(part, 10));
  const b = minimum.split('.').map((part) => Number.parseInt(part, 10));
  if (a.some(Number.isNaN)) return false;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return true;
}
