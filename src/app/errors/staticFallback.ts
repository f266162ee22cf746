import { isApiError } from '../../services/api/apiError';
import { messageOf } from './messageOf';

/**
 * The start-up failure screen (SPEC §2): plain DOM, no React and no i18next (either may be what failed),
 * with its few words inline in the shipped languages.
 */
const TEXTS = {
  en: { title: 'Something went wrong', body: 'The game could not start.', unknown: 'Unknown error', refresh: 'Refresh page' },
  ru: { title: 'Что-то пошло не так', body: 'Игру не удалось запустить.', unknown: 'Неизвестная ошибка', refresh: 'Обновить страницу' },
  zh: { title: '出了点问题', body: '游戏无法启动。', unknown: '未知错误', refresh: '刷新页面' },
} as const;

/** Words an error in the player's language (the crash screens' `crashMessage` with a ready i18next), or undefined when it cannot. */
export type WordError = (error: unknown) => string | undefined;

/**
 * Replaces the page's root with the static fallback screen. `word` is given once i18next may be running (boot);
 * the entry has none, since i18next is not loaded there.
 */
export function showStaticFallback(error: unknown, container: HTMLElement | null = document.getElementById('root'), word?: WordError): void {
  const texts = TEXTS[pickLanguage()];
  const host = container ?? document.body;
  const message = fallbackMessage(error, word);
  const screen = document.createElement('div');
  screen.className = 'screen-center';
  screen.setAttribute('role', 'alert');
  screen.dataset.errorScreen = 'startup';
  screen.style.cssText = 'min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:14px;padding:24px;text-align:center;background:#12101c;color:#ece8ff;font-family:system-ui,sans-serif';
  const title = document.createElement('h1');
  title.textContent = texts.title;
  const body = document.createElement('p');
  body.textContent = texts.body;
  const detail = document.createElement('p');
  detail.textContent = message || texts.unknown;
  detail.style.color = '#ff6b81';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = texts.refresh;
  button.style.cssText = 'min-height:44px;padding:0 20px;border:0;border-radius:12px;background:#f5c451;color:#1a1326;font:inherit;font-weight:700;cursor:pointer';
  button.addEventListener('click', () => window.location.reload());
  screen.append(title, body, detail, button);
  host.replaceChildren(screen);
}

/**
 * The error's words on the fallback screen, '' for "Unknown error": the API client's errors only as `word` words
 * them (their message is an English string for logs, not for players), any other error's own message.
 */
export function fallbackMessage(error: unknown, word?: WordError): string {
  if (isApiError(error)) return safely(() => word?.(error)) ?? '';
  return messageOf(error);
}

/** `run`'s answer, or undefined when it throws: the fallback must draw whatever broke. */
function safely(run: () => string | undefined): string | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

function pickLanguage(): keyof typeof TEXTS {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('i18nextLng');
  } catch {
    // Storage blocked: use the browser language.
  }
  const language = (stored ?? navigator.language ?? 'en').slice(0, 2).toLowerCase();
  return language === 'ru' || language === 'zh' ? language : 'en';
}
