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
    google: { provider: 'google', ...GOOGLE_OIDC, clientIds: list(env.GOOGLE_CLIENT_ID) },
    apple: { provider: 'apple', ...APPLE_OIDC, clientIds: list(env.APPLE_SERVICE_ID, env.APPLE_CLIENT_ID, env.APPLE_BUNDLE_ID) },
  };
}
