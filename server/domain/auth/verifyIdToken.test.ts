import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { createServer } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueOidcNonce, MemoryOidcNonceStore } from './oidcNonce';
import { oidcSettingsFromEnv } from './oidcProviderSettings';
import { remoteKeySet } from '../../adapters/remoteKeySet';
import { verifyIdToken, verifyIdTokenSignIn } from './verifyIdToken';

const now = new Date('2026-05-01T12:00:00Z');
const nowS = now.getTime() / 1000;
const settings = oidcSettingsFromEnv({
  GOOGLE_CLIENT_ID: 'web-client.apps.googleusercontent.com, ios-client.apps.googleusercontent.com',
  APPLE_SERVICE_ID: 'com.example.tcg.web',
  APPLE_BUNDLE_ID: 'com.example.tcg',
});

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let providerKey: Key;
let attackerKey: Key;
let jwks: { keys: JWK[] };

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  providerKey = pair.privateKey;
  attackerKey = (await generateKeyPair('RS256')).privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'provider-key-1', alg: 'RS256', use: 'sig' }] };
});

function sign(claims: JWTPayload, opts: { kid?: string; key?: Key } = {}): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'provider-key-1' })
    .sign(opts.key ?? providerKey);
}

const googleClaims = (nonce: string): JWTPayload => ({
  iss: 'https://accounts.google.com',
  aud: 'web-client.apps.googleusercontent.com',
  azp: 'web-client.apps.googleusercontent.com',
  sub: '110169484474386276334',
  email: 'Player@Gmail.com',
  email_verified: true,
  name: 'Ana Player',
  nonce,
  iat: nowS - 10,
  exp: nowS + 3590,
});

describe('verifyIdToken', () => {
  it('accepts a good Google token and returns the identity', async () => {
    const result = await verifyIdToken(await sign(googleClaims('n-1')), settings.google, createLocalJWKSet(jwks), now);
    expect(result).toEqual({
      ok: true,
      token: {
        provider: 'google',
        subject: '110169484474386276334',
        email: 'player@gmail.com',
        emailVerified: true,
        name: 'Ana Player',
        nonce: 'n-1',
        issuedAt: new Date((nowS - 10) * 1000),
      },
    });
  });

  it('accepts Google\'s issuer without the scheme too', async () => {
    const token = await sign({ ...googleClaims('n'), iss: 'accounts.google.com' });
    expect((await verifyIdToken(token, settings.google, createLocalJWKSet(jwks), now)).ok).toBe(true);
  });

  it('accepts any configured audience (a second client id)', async () => {
    const token = await sign({ ...googleClaims('n'), aud: 'ios-client.apps.googleusercontent.com' });
    expect((await verifyIdToken(token, settings.google, createLocalJWKSet(jwks), now)).ok).toBe(true);
  });

  it('accepts an Apple token whose email_verified is the string "true", for the bundle id audience', async () => {
    const token = await sign({
      iss: 'https://appleid.apple.com',
      aud: 'com.example.tcg',
      sub: '000792.d71059495fa24644b94e4a644e2e3b4a.0638',
      email: 'abc@privaterelay.appleid.com',
      email_verified: 'true',
      is_private_email: 'true',
      nonce: 'apple-nonce',
      nonce_supported: true,
      iat: nowS,
      exp: nowS + 600,
    });
    const result = await verifyIdToken(token, settings.apple, createLocalJWKSet(jwks), now);
    expect(result.ok && result.token).toMatchObject({ provider: 'apple', emailVerified: true, name: null, nonce: 'apple-nonce' });
  });

  it.each([
    ['wrong_issuer', { iss: 'https://evil.example.com' }],
    ['wrong_issuer', { iss: 'https://appleid.apple.com' }],
    ['wrong_audience', { aud: 'someone-elses-client.apps.googleusercontent.com' }],
    ['expired', { exp: nowS - 61 }],
    ['not_yet_valid', { nbf: nowS + 120 }],
    ['missing_nonce', { nonce: undefined }],
    ['malformed', { sub: undefined }],
  ] as const)('refuses with %s', async (error, override) => {
    const token = await sign({ ...googleClaims('n'), ...override });
    expect(await verifyIdToken(token, settings.google, createLocalJWKSet(jwks), now)).toEqual({ ok: false, error });
  });

  it('refuses a token issued in the future beyond the 60 s skew (10 minutes ahead), accepts one within it', async () => {
    const ahead = await sign({ ...googleClaims('n'), iat: nowS + 600, exp: nowS + 4200 });
    expect(await verifyIdToken(ahead, settings.google, createLocalJWKSet(jwks), now)).toEqual({ ok: false, error: 'not_yet_valid' });
    const skewed = await sign({ ...googleClaims('n'), iat: nowS + 59 });
    expect((await verifyIdToken(skewed, settings.google, createLocalJWKSet(jwks), now)).ok).toBe(true);
  });

  it('takes the key set URL and issuer from the environment, defaulting to the real providers', () => {
    const custom = oidcSettingsFromEnv({ GOOGLE_CLIENT_ID: 'x', GOOGLE_JWKS_URL: 'https://idp.example/certs', GOOGLE_ISSUER: 'https://idp.example' });
    expect(custom.google).toMatchObject({ jwksUrl: 'https://idp.example/certs', issuers: ['https://idp.example'] });
    expect(custom.apple).toMatchObject({ jwksUrl: 'https://appleid.apple.com/auth/keys', issuers: ['https://appleid.apple.com'] });
    expect(oidcSettingsFromEnv({ APPLE_JWKS_URL: 'http://127.0.0.1:9/keys' }).apple.jwksUrl).toBe('http://127.0.0.1:9/keys');
    expect(() => oidcSettingsFromEnv({ GOOGLE_JWKS_URL: 'http://idp.example/certs' })).toThrow(/GOOGLE_JWKS_URL must be https/);
    expect(() => oidcSettingsFromEnv({ APPLE_JWKS_URL: 'not a url' })).toThrow(/APPLE_JWKS_URL must be a URL/);
  });

  it('tolerates 60 s of clock difference on exp', async () => {
    const token = await sign({ ...googleClaims('n'), exp: nowS - 59 });
    expect((await verifyIdToken(token, settings.google, createLocalJWKSet(jwks), now)).ok).toBe(true);
  });

  it('refuses a token signed by a key the provider never published, under a known or unknown kid', async () => {
    const forged = await sign(googleClaims('n'), { key: attackerKey });
    expect(await verifyIdToken(forged, settings.google, createLocalJWKSet(jwks), now)).toEqual({ ok: false, error: 'bad_signature' });
    const unknownKid = await sign(googleClaims('n'), { kid: 'rotated-away' });
    expect(await verifyIdToken(unknownKid, settings.google, createLocalJWKSet(jwks), now)).toEqual({ ok: false, error: 'unknown_key' });
  });

  it('refuses unsigned and HMAC tokens and garbage', async () => {
    const body = Buffer.from(JSON.stringify(googleClaims('n'))).toString('base64url');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    expect(await verifyIdToken(none, settings.google, createLocalJWKSet(jwks), now)).toEqual({ ok: false, error: 'malformed' });
    const hs = await new SignJWT(googleClaims('n')).setProtectedHeader({ alg: 'HS256', kid: 'provider-key-1' }).sign(new TextEncoder().encode('x'.repeat(32)));
    expect(await verifyIdToken(hs, settings.google, createLocalJWKSet(jwks), now)).toEqual({ ok: false, error: 'malformed' });
    expect(await verifyIdToken('not.a.jwt', settings.google, createLocalJWKSet(jwks), now)).toEqual({ ok: false, error: 'malformed' });
  });

  it('refuses everything for a provider without a client id', async () => {
    const bare = oidcSettingsFromEnv({});
    expect(await verifyIdToken(await sign(googleClaims('n')), bare.google, createLocalJWKSet(jwks), now)).toEqual({
      ok: false,
      error: 'provider_not_configured',
    });
  });
});

describe('verifyIdTokenSignIn (nonce flow)', () => {
  it('accepts a token carrying a nonce we issued, exactly once', async () => {
    const nonces = new MemoryOidcNonceStore();
    const { nonce, record } = issueOidcNonce('google', now);
    await nonces.save(record);
    const token = await sign(googleClaims(nonce));
    const input = { token, settings: settings.google, keySet: createLocalJWKSet(jwks), nonces, now };
    expect((await verifyIdTokenSignIn(input)).ok).toBe(true);
    expect(await verifyIdTokenSignIn(input)).toEqual({ ok: false, error: 'nonce_used' });
  });

  it('refuses a nonce we never issued', async () => {
    const input = { token: await sign(googleClaims('made-up')), settings: settings.google, keySet: createLocalJWKSet(jwks), nonces: new MemoryOidcNonceStore(), now };
    expect(await verifyIdTokenSignIn(input)).toEqual({ ok: false, error: 'nonce_invalid' });
  });

  it('refuses a nonce issued for the other provider, and an expired one', async () => {
    const nonces = new MemoryOidcNonceStore();
    const apple = issueOidcNonce('apple', now);
    await nonces.save(apple.record);
    const keySet = createLocalJWKSet(jwks);
    expect(await verifyIdTokenSignIn({ token: await sign(googleClaims(apple.nonce)), settings: settings.google, keySet, nonces, now })).toEqual({
      ok: false,
      error: 'nonce_invalid',
    });
    const old = issueOidcNonce('google', new Date(now.getTime() - 11 * 60_000));
    await nonces.save(old.record);
    expect(await verifyIdTokenSignIn({ token: await sign(googleClaims(old.nonce)), settings: settings.google, keySet, nonces, now })).toEqual({
      ok: false,
      error: 'nonce_expired',
    });
  });

  it('does not burn the nonce when the token itself is bad', async () => {
    const nonces = new MemoryOidcNonceStore();
    const { nonce, record } = issueOidcNonce('google', now);
    await nonces.save(record);
    const keySet = createLocalJWKSet(jwks);
    const forged = await sign(googleClaims(nonce), { key: attackerKey });
    expect(await verifyIdTokenSignIn({ token: forged, settings: settings.google, keySet, nonces, now })).toEqual({ ok: false, error: 'bad_signature' });
    expect((await verifyIdTokenSignIn({ token: await sign(googleClaims(nonce)), settings: settings.google, keySet, nonces, now })).ok).toBe(true);
  });

  it('stores only the hash of an issued nonce', () => {
    const { nonce, record } = issueOidcNonce('apple', now);
    expect(JSON.stringify(record)).not.toContain(nonce);
    expect(record.expiresAt.getTime() - now.getTime()).toBe(600_000);
  });
});

describe('oidcSettingsFromEnv', () => {
  it('reads comma lists, de-duplicates, and combines the Apple ids', () => {
    const s = oidcSettingsFromEnv({ GOOGLE_CLIENT_ID: ' a , b,a,', APPLE_CLIENT_ID: 'x', APPLE_SERVICE_ID: 'web', APPLE_BUNDLE_ID: 'x' });
    expect(s.google.clientIds).toEqual(['a', 'b']);
    expect(s.apple.clientIds).toEqual(['web', 'x']);
    expect(s.google.jwksUrl).toBe('https://www.googleapis.com/oauth2/v3/certs');
    expect(s.apple.jwksUrl).toBe('https://appleid.apple.com/auth/keys');
  });
});

describe('remoteKeySet', () => {
  it('fetches the key set over HTTP, as in production, and verifies with it', async () => {
    let fetches = 0;
    const server = createServer((_req, res) => {
      fetches++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(jwks));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const keySet = remoteKeySet({ jwksUrl: `http://127.0.0.1:${port}/certs` });
      const token = await sign(googleClaims('n'));
      expect((await verifyIdToken(token, settings.google, keySet, now)).ok).toBe(true);
      expect((await verifyIdToken(token, settings.google, keySet, now)).ok).toBe(true);
      expect(fetches).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
