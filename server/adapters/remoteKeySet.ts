import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { OidcProviderSettings } from '../domain/auth/oidcProviderSettings';

/**
 * The production key set of a provider: fetched from its JWKS URL and cached by jose, refetched (at most every
 * 30 s) when a token names a key id it does not know, which is how provider key rotation is picked up.
 */
export function remoteKeySet(settings: Pick<OidcProviderSettings, 'jwksUrl'>): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(settings.jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000, timeoutDuration: 5_000 });
}
