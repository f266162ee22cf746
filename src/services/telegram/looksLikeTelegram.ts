/**
 * Cheap check, without loading the Telegram SDK, for whether this page may run inside Telegram: launch
 * parameters in the URL hash (first load) or in sessionStorage (after a reload, where the SDK keeps them),
 * or the native webview bridge. Only then is the SDK chunk loaded, so the web app does not pay for it.
 */
export function looksLikeTelegram(win: Window = window): boolean {
  if (/[#&?]tgWebApp(Data|Platform|Version)=/.test(win.location.hash)) return true;
  try {
    if (win.sessionStorage.getItem('tapps/launchParams')) return true;
  } catch {
    // sessionStorage may be blocked; fall through to the bridge checks.
  }
  const bridge = win as Window & { TelegramWebviewProxy?: unknown; external?: { notify?: unknown } };
  return bridge.TelegramWebviewProxy !== undefined;
}
