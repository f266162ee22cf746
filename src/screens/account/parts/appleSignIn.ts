import { loadScript } from './loadScript';

interface AppleSignInResponse {
  authorization: { id_token: string; code?: string };
  /** Sent only on the first authorisation of this app, outside the token. */
  user?: { name?: { firstName?: string; lastName?: string } };
}
interface AppleIdAuth {
  init(config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean; nonce: string; state?: string }): void;
  signIn(): Promise<AppleSignInResponse>;
}
declare global {
  interface Window {
    AppleID?: { auth?: AppleIdAuth };
  }
}

/** What the Apple popup gives back: the ID token and, the first time only, the name the user shared. */
export interface AppleResult {
  idToken: string;
  displayNameHint?: string;
}

/** Apple's JS locale path segment for a UI language. */
const APPLE_LOCALE: Record<string, string> = { en: 'en_US', ru: 'ru_RU', zh: 'zh_CN' };

/**
 * Sign in with Apple JS (appleid.cdn-apple.com), loaded only when Apple is configured: opens Apple's popup
 * with our nonce and resolves with the ID token.
 */
export async function signInWithApple(clientId: string, nonce: string, language: string): Promise<AppleResult> {
  const locale = APPLE_LOCALE[language] ?? 'en_US';
  await loadScript(`https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/${locale}/appleid.auth.js`);
  const auth = window.AppleID?.auth;
  if (!auth) throw new Error('Sign in with Apple JS did not load');
  auth.init({ clientId, scope: 'name email', redirectURI: `${window.location.origin}/apple-login`, usePopup: true, nonce });
  const response = await auth.signIn();
  const name = [response.user?.name?.firstName, response.user?.name?.lastName].filter(Boolean).join(' ').trim();
  return { idToken: response.authorization.id_token, ...(name ? { displayNameHint: name } : {}) };
}
