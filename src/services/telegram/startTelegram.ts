import { appLog } from '../debug/appLog';
import { captureConsole } from '../debug/captureConsole';
import { changeLanguage } from '../i18n/initI18n';
import { isVersionAtLeast, MIN_BOT_API_VERSION } from './botApiVersion';
import { loadCloudSettingsBeforeReady } from './cloudSettings';
import { setFullscreenDriver } from './fullscreen';
import { setGestureDriver } from './gestures';
import { setHapticDriver } from './haptics';
import { setHomeScreenDriver } from './homeScreen';
import { setShareDriver } from './sharing';

/** What the app needs to know about the Telegram session it runs in. */
export interface TelegramSession {
  /** Mini Apps version of the client. */
  version: string;
  platform: string;
  /** False when the client is older than {@link MIN_BOT_API_VERSION}: show the too-old screen only. */
  supported: boolean;
  /** The launch start parameter was `debug`: show the on-screen log console. */
  debug: boolean;
  /** Shows or hides Telegram's BackButton; `onBack` runs when it is pressed. Returns a cleanup. */
  bindBackButton(visible: boolean, onBack: () => void): () => void;
}

/** How long the launch waits for CloudStorage's answer before signalling ready, in ms. */
const CLOUD_SETTINGS_WAIT_MS = 500;

/**
 * Starts the Telegram shell: reads the launch parameters, and on a supported client initialises the SDK,
 * signals ready and expands at once, maps theme params and safe-area insets to CSS variables
 * (--tg-theme-*, --tg-viewport-safe-area-inset-*), mounts the BackButton, and hands the haptics and gesture
 * services the client's HapticFeedback, ClosingBehavior and SwipeBehavior where it has them. The player's
 * settings are read from CloudStorage first (see cloudSettings). Resolves to null outside
 * Telegram. Loaded as its own chunk (see looksLikeTelegram).
 */
export async function startTelegram(): Promise<TelegramSession | null> {
  const sdk = await import('@tma.js/sdk-react');
  if (!sdk.isTMA()) return null;
  const launchParams = sdk.retrieveLaunchParams();
  const version = launchParams.tgWebAppVersion;
  const platform = launchParams.tgWebAppPlatform;
  const debug = launchParams.tgWebAppStartParam === 'debug';
  const supported = isVersionAtLeast(version, MIN_BOT_API_VERSION);
  if (debug) {
    // Before anything else, so the console shows the SDK's own bridge log from the first event on.
    captureConsole();
    sdk.setDebug(true);
  }
  appLog('info', `telegram: platform ${platform}, Mini Apps ${version}${debug ? ', debug mode' : ''}`);

  const noBackButton = () => () => undefined;
  if (!supported) {
    // web_app_ready exists since 6.0: without it Telegram keeps its loading placeholder over our message.
    sdk.postEvent('web_app_ready');
    appLog('warn', `telegram: client ${version} is older than ${MIN_BOT_API_VERSION}`);
    return { version, platform, supported, debug, bindBackButton: noBackButton };
  }

  sdk.init();
  // The player's settings from CloudStorage (6.9+) before ready: Telegram's placeholder still covers the page, so
  // a language from another device shows from the first visible frame. The answer's wait is bounded, so a slow
  // answer cannot hold the launch; it then applies when it comes.
  if (sdk.cloudStorage.isSupported()) {
    const cloud = { get: (key: string) => sdk.cloudStorage.getItem(key), set: (key: string, value: string) => sdk.cloudStorage.setItem(key, value) };
    await loadCloudSettingsBeforeReady(cloud, changeLanguage, CLOUD_SETTINGS_WAIT_MS);
  }
  // Ready and expand first: Telegram shows its placeholder until ready, and a half-height sheet until expand.
  sdk.miniApp.ready.ifAvailable();
  sdk.viewport.expand.ifAvailable();
  if (sdk.themeParams.mount.isAvailable()) {
    sdk.themeParams.mount();
    sdk.themeParams.bindCssVars.ifAvailable();
    // Our stylesheet says `color-scheme: dark`; under a light Telegram theme the native controls (radios,
    // checkboxes, scrollbars) must follow the theme, or they are drawn dark on a white page.
    const applyScheme = () => {
      document.documentElement.style.colorScheme = sdk.themeParams.isDark() ? 'dark' : 'light';
    };
    applyScheme();
    sdk.themeParams.isDark.sub(applyScheme);
  }
  if (sdk.miniApp.mount.isAvailable()) {
    sdk.miniApp.mount();
    sdk.miniApp.bindCssVars.ifAvailable();
  }
  sdk.backButton.mount.ifAvailable();
  // Haptics (6.1+), closing confirmation (6.2+) and swipe control (7.7+): each only where the client has it, so
  // an older client keeps Telegram's defaults and the game's calls do nothing.
  if (sdk.hapticFeedback.isSupported()) {
    setHapticDriver({
      impact: (style) => sdk.hapticFeedback.impactOccurred.ifAvailable(style),
      notification: (type) => sdk.hapticFeedback.notificationOccurred.ifAvailable(type),
      selection: () => sdk.hapticFeedback.selectionChanged.ifAvailable(),
    });
  }
  if (sdk.checkHomeScreenStatus.isAvailable() && sdk.addToHomeScreen.isAvailable()) {
    setHomeScreenDriver({ status: () => sdk.checkHomeScreenStatus(), add: () => sdk.addToHomeScreen.ifAvailable() });
  }
  // Sharing: the prepared message (8.0+) and stories (7.8+) where the client has them, else Telegram's share link
  // (switchInlineQuery would need the bot to answer inline queries, and works only in inline mode).
  setShareDriver({
    shareMessage: sdk.shareMessage.isAvailable() ? (id) => sdk.shareMessage(id) : null,
    shareStory: sdk.shareStory.isAvailable() ? (mediaUrl, options) => sdk.shareStory(mediaUrl, options) : null,
    shareUrl: (url, text) => sdk.shareURL.ifAvailable(url, text),
  });
  sdk.closingBehavior.mount.ifAvailable();
  sdk.swipeBehavior.mount.ifAvailable();
  setGestureDriver({
    setVerticalSwipes: (allowed) => {
      if (allowed) sdk.swipeBehavior.enableVertical.ifAvailable();
      else sdk.swipeBehavior.disableVertical.ifAvailable();
    },
    setClosingConfirmation: (on) => {
      if (on) sdk.closingBehavior.enableConfirmation.ifAvailable();
      else sdk.closingBehavior.disableConfirmation.ifAvailable();
    },
  });
  if (sdk.viewport.mount.isAvailable()) {
    // The viewport answers asynchronously; CSS safe-area variables follow once it has.
    sdk.viewport
      .mount({ timeout: 5000 })
      .then(() => {
        sdk.viewport.bindCssVars.ifAvailable();
        // Fullscreen (8.0+) needs the mounted viewport; older clients keep the expanded view.
        if (sdk.viewport.requestFullscreen.isAvailable()) {
          setFullscreenDriver({ request: () => sdk.viewport.requestFullscreen(), exit: () => sdk.viewport.exitFullscreen() });
        }
      })
      .catch((error: unknown) => appLog('warn', `telegram: viewport not mounted: ${String(error)}`));
  }

  return {
    version,
    platform,
    supported,
    debug,
    bindBackButton(visible, onBack) {
      if (!sdk.backButton.isMounted()) return () => undefined;
      if (!visible) {
        sdk.backButton.hide.ifAvailable();
        return () => undefined;
      }
      sdk.backButton.show.ifAvailable();
      const off = sdk.backButton.onClick.ifAvailable(onBack);
      return () => {
        if (off.ok) off.data();
      };
    },
  };
}
