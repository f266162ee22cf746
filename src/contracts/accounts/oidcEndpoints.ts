import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { signedIn } from './account';

/** OpenID Connect providers the game accepts ID tokens from. */
export const oidcProvider = z.enum(['google', 'apple']);
/** One of {@link oidcProvider}. */
export type OidcProvider = z.infer<typeof oidcProvider>;

/** Which sign-in methods this server has configured; the UI explains the ones that are not. */
export const providerStatus = z.object({
  email: z.boolean(),
  guest: z.boolean(),
  telegram: z.object({ configured: z.boolean(), botUsername: z.string().nullable() }),
  google: z.object({ configured: z.boolean(), clientId: z.string().nullable() }),
  apple: z.object({ configured: z.boolean(), clientId: z.string().nullable() }),
});
/** See {@link providerStatus}. */
export type ProviderStatus = z.infer<typeof providerStatus>;

/** GET /api/auth/providers */
export const getProviderStatus = defineEndpoint({
  method: 'GET',
  path: '/api/auth/providers',
  summary: 'Which sign-in methods are configured on this server',
  auth: 'public',
  response: providerStatus,
});

/**
 * POST /api/auth/oidc/nonce: a single-use nonce (10 minutes) the client passes to the provider unchanged; the
 * ID token must carry it back.
 */
export const issueOidcNonce = defineEndpoint({
  method: 'POST',
  path: '/api/auth/oidc/nonce',
  summary: 'Issue a single-use nonce for a Google or Apple sign-in',
  auth: 'public',
  body: z.object({ provider: oidcProvider }),
  response: z.object({ nonce: z.string(), expiresAt: z.string().datetime() }),
});

/** POST /api/auth/oidc/login: verifies the ID token (signature, iss, aud, exp, nonce) and signs in or links. */
export const loginWithIdToken = defineEndpoint({
  method: 'POST',
  path: '/api/auth/oidc/login',
  summary: 'Sign in with a Google or Apple ID token',
  auth: 'public',
  body: z.object({
    provider: oidcProvider,
    idToken: z.string().min(1, 'idToken is missing').max(8192),
    /** Apple sends the user's name only once, outside the token, on the first authorisation. */
    displayNameHint: z.string().max(100).optional(),
  }),
  response: signedIn,
});
