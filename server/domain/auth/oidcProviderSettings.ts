import type { OidcProvider } from '../../../src/contracts/accounts/oidcEndpoints';

/** How to verify one provider's ID tokens. */
export interface OidcProviderSettings {
  provider: OidcProvider;
  /** Accepted `iss` values. */
  issuers: readonly string[];
  /** The provider's published key set. */
  jwksUrl: string;
  /** Accepted `aud` values: our client ids (web, iOS, Android ids may differ). Empty = not configured. */
  clientIds: readonly string[];
}

/** Google signs ID tokens with RS256 keys from this set; `iss` is either form (Google's docs accept both). */
export const GOOGLE_OIDC = {
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
} as const;

/** Apple's identity tokens: `iss` is always https://appleid.apple.com. */
export const APPLE_OIDC = {
  issuers: ['https://appleid.apple.com'],
  jwksUrl: 'https://appleid.apple.com/auth/keys',
} as const;

/** Environment variables the OIDC settings are read from. */
export interface OidcEnv {
  GOOGLE_CLIENT_ID?: string | undefined;
  /** Key set and issuer overrides (another issuer, a staging provider, a test): default the real providers'. */
  GOOGLE_JWKS_URL?: string | undefined;
  GOOGLE_ISSUER?: string | undefined;
  APPLE_JWKS_URL?: string | undefined;
  APPLE_ISSUER?: string | undefined;
  APPLE_CLIENT_ID?: string | undefined;
  APPLE_SERVICE_ID?: string | undefined;
  APPLE_BUNDLE_ID?: string | undefined;
}

function list(...values: Array<string | undefined>): string[] {
  const ids = values.flatMap((v) => (v ?? '').split(',')).map((v) => v.trim()).filter((v) => v !== '');
  return [...new Set(ids)];
}

/**
 * Provider settings from the environment. GOOGLE_CLIENT_ID may list several ids separated by commas (web,
 * Android, iOS). Apple's `aud` is the Services ID on the web (APPLE_SERVICE_ID) and the app's bundle id in the
 * native iOS flow (APPLE_BUNDLE_ID); APPLE_CLIENT_ID is accepted as a plain list too. A provider without any
 * client id is not configured and refuses every token.
 */
export function oidcSettingsFromEnv(env: OidcEnv): Record<OidcProvider, OidcProviderSettings> {
  return {
    google: { provider: 'google', ...endpoints(GOOGLE_OIDC, env.GOOGLE_JWKS_URL, env.GOOGLE_ISSUER, 'GOOGLE'), clientIds: list(env.GOOGLE_CLIENT_ID) },
    apple: { provider: 'apple', ...endpoints(APPLE_OIDC, env.APPLE_JWKS_URL, env.APPLE_ISSUER, 'APPLE'), clientIds: list(env.APPLE_SERVICE_ID, env.APPLE_CLIENT_ID, env.APPLE_BUNDLE_ID) },
  };
}

/** The key set URL and issuers: the provider's unless overridden; an override must be an https URL (http only for localhost). */
function endpoints(defaults: { issuers: readonly string[]; jwksUrl: string }, jwksUrl: string | undefined, issuer: string | undefined, name: string): { issuers: readonly string[]; jwksUrl: string } {
  const url = jwksUrl?.trim() || defaults.jwksUrl;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name}_JWKS_URL must be a URL, got "${url}"`);
  }
  const local = parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1' || parsed.hostname === '[::1]';
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && local)) throw new Error(`${name}_JWKS_URL must be https (http only for localhost), got "${url}"`);
  const issuers = list(issuer);
  return { jwksUrl: url, issuers: issuers.length > 0 ? issuers : defaults.issuers };
}
