import type { ProviderStatus } from '../../../src/contracts/accounts/oidcEndpoints';
import type { AuthConfig } from './authConfig';

/**
 * Which sign-in methods work on this server, for GET /api/auth/providers: the login screens show a "not
 * configured" explanation instead of a button that can only fail. Public client ids are shared (the browser
 * needs them to start the provider's flow); secrets never are.
 */
export function providerStatus(config: AuthConfig): ProviderStatus {
  const { google, apple } = config.oidc;
  return {
    email: true,
    guest: true,
    telegram: { configured: config.telegram.botToken !== '', botUsername: config.telegram.botUsername },
    google: { configured: google.clientIds.length > 0, clientId: google.clientIds[0] ?? null },
    apple: { configured: apple.clientIds.length > 0, clientId: apple.clientIds[0] ?? null },
  };
}
