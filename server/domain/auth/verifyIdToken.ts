import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { OidcProvider } from '../../../src/contracts/accounts/oidcEndpoints';
import { hashSecret } from './secretToken';
import { judgeNonce, type OidcNonceError, type OidcNonceStore } from './oidcNonce';
import type { OidcProviderSettings } from './oidcProviderSettings';

/** Why an ID token was refused. */
export type IdTokenError =
  | 'provider_not_configured'
  | 'malformed'
  | 'unknown_key'
  | 'bad_signature'
  | 'wrong_issuer'
  | 'wrong_audience'
  | 'expired'
  | 'not_yet_valid'
  | 'missing_nonce'
  | 'keys_unavailable'
  | OidcNonceError;

/** The identity an ID token proves. `subject` is the stable provider user id; the email is informational. */
export interface VerifiedIdToken {
  provider: OidcProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** The nonce as the token carries it (compare by hash with the issued one). */
  nonce: string;
  issuedAt: Date;
}

/** Seconds of clock difference tolerated on exp/nbf/iat between us and the provider. */
export const ID_TOKEN_CLOCK_TOLERANCE_SECONDS = 60;

function mapJoseError(err: unknown): IdTokenError {
  if (err instanceof errors.JWTExpired) return 'expired';
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'iss') return 'wrong_issuer';
    if (err.claim === 'aud') return 'wrong_audience';
    if (err.claim === 'nbf') return 'not_yet_valid';
    if (err.claim === 'iat' && err.reason === 'check_failed') return 'not_yet_valid';
    if (err.claim === 'nonce') return 'missing_nonce';
    return 'malformed';
  }
  if (err instanceof errors.JWKSNoMatchingKey) return 'unknown_key';
  if (err instanceof errors.JWSSignatureVerificationFailed) return 'bad_signature';
  if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid) return 'keys_unavailable';
  if (err instanceof errors.JOSEError) return 'malformed';
  // A network failure while fetching the key set surfaces as a plain Error/TypeError from fetch.
  return 'keys_unavailable';
}

function readEmailVerified(payload: JWTPayload): boolean {
  // Google sends a boolean; Apple historically sends the strings "true"/"false".
  const v = payload.email_verified;
  return v === true || v === 'true';
}

/**
 * Verifies an ID token's signature against the provider's key set (RS256 only: what both providers use; this
 * also shuts out `alg: none` and HS256-with-the-public-key tricks), then iss, aud (one of our client ids), exp
 * and nbf/iat with {@link ID_TOKEN_CLOCK_TOLERANCE_SECONDS} of tolerance, and that `sub` and `nonce` exist. Does
 * not consume the nonce: see {@link verifyIdTokenSignIn}.
 */
export async function verifyIdToken(
  token: string,
  settings: OidcProviderSettings,
  keySet: JWTVerifyGetKey,
  now: Date,
): Promise<{ ok: true; token: VerifiedIdToken } | { ok: false; error: IdTokenError }> {
  if (settings.clientIds.length === 0) return { ok: false, error: 'provider_not_configured' };
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySet, {
      algorithms: ['RS256'],
      issuer: [...settings.issuers],
      audience: [...settings.clientIds],
      clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_SECONDS,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp', 'nonce'],
    }));
  } catch (err) {
    return { ok: false, error: mapJoseError(err) };
  }
  const { sub, nonce, iat } = payload;
  // jose checks iat only against a max age: a token "issued" in the future (a forged clock, a replay prepared
  // ahead) is refused here, beyond the same small skew allowed on exp and nbf.
  if (typeof iat !== 'number' || iat * 1000 > now.getTime() + ID_TOKEN_CLOCK_TOLERANCE_SECONDS * 1000) return { ok: false, error: 'not_yet_valid' };
  if (typeof sub !== 'string' || sub === '' || sub.length > 255) return { ok: false, error: 'malformed' };
  if (typeof nonce !== 'string' || nonce === '') return { ok: false, error: 'missing_nonce' };
  return {
    ok: true,
    token: {
      provider: settings.provider,
      subject: sub,
      email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
      emailVerified: readEmailVerified(payload),
      name: typeof payload.name === 'string' ? payload.name : null,
      nonce,
      issuedAt: new Date((iat ?? 0) * 1000),
    },
  };
}

/**
 * The whole server check for a Google/Apple sign-in: verify the token first (so a forged token cannot burn a
 * genuine nonce), then consume its nonce, which must be one we issued for this provider, unexpired and unused.
 */
export async function verifyIdTokenSignIn(input: {
  token: string;
  settings: OidcProviderSettings;
  keySet: JWTVerifyGetKey;
  nonces: OidcNonceStore;
  now: Date;
}): Promise<{ ok: true; token: VerifiedIdToken } | { ok: false; error: IdTokenError }> {
  const verified = await verifyIdToken(input.token, input.settings, input.keySet, input.now);
  if (!verified.ok) return verified;
  const consumption = await input.nonces.consume(hashSecret(verified.token.nonce), input.now);
  const judged = judgeNonce(consumption, input.settings.provider, input.now);
  if (!judged.ok) return judged;
  return verified;
}
