/** Name of the message handler the TCG iOS app registers in its WKWebView for Sign in with Apple. */
export const IOS_APPLE_HANDLER = 'tcgAppleSignIn';

interface WebKitHandlers {
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
}

/**
 * Asks the iOS app to run native Sign in with Apple (ASAuthorizationAppleIDRequest) with our nonce, unchanged.
 * The app then opens /apple-ios-logined#id_token=…[&name=…]. False when not inside the iOS app.
 */
export function requestNativeAppleSignIn(nonce: string): boolean {
  const handler = (window as unknown as WebKitHandlers).webkit?.messageHandlers?.[IOS_APPLE_HANDLER];
  if (!handler) return false;
  handler.postMessage({ nonce });
  return true;
}

/** The ID token (and first-time name) the iOS app put in the URL fragment; the fragment never reaches a server log. */
export function readNativeAppleResult(hash: string): { idToken: string; displayNameHint?: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = params.get('id_token');
  if (!idToken) return null;
  const name = params.get('name')?.trim();
  return { idToken, ...(name ? { displayNameHint: name } : {}) };
}
