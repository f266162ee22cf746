import { useEffect, useRef, useState } from 'react';
import { loadScript } from './loadScript';

interface GoogleIdApi {
  initialize(config: { client_id: string; nonce: string; callback: (response: { credential?: string }) => void; ux_mode?: 'popup' }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdApi } };
  }
}

/** Props of {@link GoogleButton}. */
export interface GoogleButtonProps {
  clientId: string;
  nonce: string;
  locale: string;
  onCredential: (idToken: string) => void;
  onLoadError: () => void;
}

/**
 * Google's own "Sign in with Google" button from Google Identity Services (accounts.google.com/gsi/client),
 * loaded only when the server has a Google client id. The nonce goes in unchanged and comes back in the token.
 */
export function GoogleButton({ clientId, nonce, locale, onCredential, onLoadError }: GoogleButtonProps) {
  const host = useRef<HTMLDivElement>(null);
  const handler = useRef(onCredential);
  handler.current = onCredential;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadScript('https://accounts.google.com/gsi/client')
      .then(() => {
        const id = window.google?.accounts?.id;
        if (!live || !id || !host.current) return;
        id.initialize({ client_id: clientId, nonce, ux_mode: 'popup', callback: (r) => r.credential && handler.current(r.credential) });
        id.renderButton(host.current, { theme: 'filled_black', size: 'large', text: 'signin_with', shape: 'pill', locale });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [clientId, nonce, locale]);
  useEffect(() => {
    if (failed) onLoadError();
  }, [failed, onLoadError]);
  return <div ref={host} className="provider-button" data-provider="google" />;
}
