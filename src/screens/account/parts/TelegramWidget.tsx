import { useEffect, useRef } from 'react';

/** The fields the Telegram Login Widget hands its callback (every one is covered by Telegram's hash). */
export type TelegramWidgetUser = Record<string, string | number>;

declare global {
  interface Window {
    /** The widget calls this global by name (data-onauth); set while the widget is on screen. */
    tcgTelegramAuth?: (user: TelegramWidgetUser) => void;
  }
}

/**
 * Telegram's Login Widget (core.telegram.org/widgets/login): its script, loaded from telegram.org only when
 * the server has a bot configured, draws the button where the script tag sits and calls back with the signed
 * user data.
 */
export function TelegramWidget({ botUsername, onAuth }: { botUsername: string; onAuth: (user: TelegramWidgetUser) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onAuth);
  callback.current = onAuth;
  useEffect(() => {
    const host = container.current;
    if (!host) return;
    window.tcgTelegramAuth = (user) => callback.current(user);
    const script = document.createElement('script');
    script.src = 'https://telegram.org/js/telegram-widget.js?22';
    script.async = true;
    script.setAttribute('data-telegram-login', botUsername.replace(/^@/, ''));
    script.setAttribute('data-size', 'large');
    script.setAttribute('data-request-access', 'write');
    script.setAttribute('data-onauth', 'tcgTelegramAuth(user)');
    host.appendChild(script);
    return () => {
      host.replaceChildren();
      delete window.tcgTelegramAuth;
    };
  }, [botUsername]);
  return <div ref={container} className="provider-button" data-provider="telegram" />;
}
