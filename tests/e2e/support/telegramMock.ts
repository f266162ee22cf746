import type { Page } from '@playwright/test';

/** What the page sent to the mocked Telegram client, when (the page's performance.now(), ms) and in which page language (`<html lang>`). */
export interface TelegramEvent {
  type: string;
  data: unknown;
  at: number;
  lang: string;
}

/** Launch parameters of the mocked client. */
export interface MockLaunch {
  version: string;
  startParam?: string;
  platform?: string;
  /** Theme params the client reports; {@link MOCK_THEME} (dark) unless given. */
  theme?: Record<string, string>;
  /** The player's CloudStorage at launch (key → value); empty unless given. Read it back with {@link telegramCloud}. */
  cloud?: Record<string, string>;
}

/** Theme the mocked client reports; the app must map it to --tg-theme-* CSS variables. */
export const MOCK_THEME = {
  bg_color: '#0e1621',
  secondary_bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
};

/**
 * Puts the page in a mocked Telegram Mini Apps environment the way a real client does and the way
 * @tma.js/sdk's mockTelegramEnv does: launch parameters in the URL hash (tgWebAppVersion, tgWebAppPlatform,
 * tgWebAppThemeParams, tgWebAppData, tgWebAppStartParam) and a native bridge `window.TelegramWebviewProxy`
 * whose postEvent records every call and answers the SDK's requests (viewport, theme, safe areas) through
 * `window.Telegram.WebView.receiveEvent`, as the native apps do. Returns the URL to open.
 */
export async function mockTelegram(page: Page, path: string, launch: MockLaunch): Promise<string> {
  const themeParams = launch.theme ?? MOCK_THEME;
  await page.addInitScript(([theme, cloud]) => {
    const w = window as unknown as {
      __tgEvents: { type: string; data: unknown; at: number; lang: string }[];
      __tgCloud: Record<string, string>;
      TelegramWebviewProxy: { postEvent(type: string, data?: string): void };
      Telegram?: { WebView?: { receiveEvent?: (type: string, data?: unknown) => void } };
    };
    w.__tgEvents = [];
    w.__tgCloud = { ...cloud };
    const reply = (type: string, data: unknown) =>
      setTimeout(() => w.Telegram?.WebView?.receiveEvent?.(type, data), 0);
    w.TelegramWebviewProxy = {
      postEvent(type, data) {
        const payload: unknown = data ? JSON.parse(data) : undefined;
        w.__tgEvents.push({ type, data: payload, at: performance.now(), lang: document.documentElement.lang });
        if (type === 'web_app_request_viewport') {
          reply('viewport_changed', { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true });
        }
        if (type === 'web_app_request_theme') reply('theme_changed', { theme_params: theme });
        if (type === 'web_app_request_safe_area') reply('safe_area_changed', { top: 24, bottom: 18, left: 0, right: 0 });
        if (type === 'web_app_request_content_safe_area') reply('content_safe_area_changed', { top: 46, bottom: 0, left: 0, right: 0 });
        if (type === 'web_app_check_home_screen') reply('home_screen_checked', { status: 'missed' });
        if (type === 'web_app_request_fullscreen') reply('fullscreen_changed', { is_fullscreen: true });
        if (type === 'web_app_exit_fullscreen') reply('fullscreen_changed', { is_fullscreen: false });
        // The player picks a chat and the client sends the prepared message (Bot API 8.0).
        if (type === 'web_app_send_prepared_message') reply('prepared_message_sent', {});
        if (type === 'web_app_invoke_custom_method') {
          // CloudStorage, as the clients answer it (Bot API 6.9).
          const call = payload as { req_id: string; method: string; params: { keys?: string[]; key?: string; value?: string } };
          if (call.method === 'getStorageValues') {
            const result = Object.fromEntries((call.params.keys ?? []).map((k) => [k, w.__tgCloud[k] ?? '']));
            reply('custom_method_invoked', { req_id: call.req_id, result });
          } else if (call.method === 'saveStorageValue' && call.params.key !== undefined) {
            w.__tgCloud[call.params.key] = call.params.value ?? '';
            reply('custom_method_invoked', { req_id: call.req_id, result: true });
          }
        }
      },
    };
  }, [themeParams, launch.cloud ?? {}] as const);
  const initData = new URLSearchParams({
    user: JSON.stringify({ id: 4242, first_name: 'Test', language_code: 'en' }),
    auth_date: '1763700000',
    hash: 'a'.repeat(64),
    signature: 'mock-signature',
  }).toString();
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: launch.version,
    tgWebAppPlatform: launch.platform ?? 'android',
    tgWebAppThemeParams: JSON.stringify(themeParams),
  });
  if (launch.startParam) params.set('tgWebAppStartParam', launch.startParam);
  return `${path}#${params.toString()}`;
}

/** The mocked mini-app URL on `origin` with `initData` (e.g. signed with the server's bot token) in place of the mock's unsigned one. */
export async function mockTelegramSigned(page: Page, origin: string, path: string, initData: string, launch: MockLaunch): Promise<string> {
  const mocked = await mockTelegram(page, path, launch);
  const [route = path, hash = ''] = mocked.split('#');
  const params = new URLSearchParams(hash);
  params.set('tgWebAppData', initData);
  return `${origin}${route}#${params.toString()}`;
}

/** The bridge calls the page made so far. */
export function telegramEvents(page: Page): Promise<TelegramEvent[]> {
  return page.evaluate(() => (window as unknown as { __tgEvents: TelegramEvent[] }).__tgEvents);
}

/** The mocked client's CloudStorage now (key → value). */
export function telegramCloud(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => (window as unknown as { __tgCloud: Record<string, string> }).__tgCloud);
}

/** Delivers an event from the mocked Telegram client to the page (e.g. `back_button_pressed`). */
export async function sendTelegramEvent(page: Page, type: string, data?: unknown): Promise<void> {
  await page.evaluate(
    ([eventType, eventData]) => {
      const w = window as unknown as { Telegram: { WebView: { receiveEvent(type: string, data?: unknown): void } } };
      w.Telegram.WebView.receiveEvent(eventType as string, eventData);
    },
    [type, data] as const,
  );
}
