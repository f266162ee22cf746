import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults and resolves paths against cwd', () => {
    const config = loadConfig({}, '/srv/tcg');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/tcg/data'),
      databaseUrl: undefined,
      staticDir: path.resolve('/srv/tcg/dist'),
      logLevel: 'info',
    });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      { PORT: '8080', DATA_DIR: '/var/tcg', DATABASE_URL: 'postgres://u@h:5/db', STATIC_DIR: 'web', LOG_LEVEL: 'warn' },
      '/srv',
    );
    expect(config).toMatchObject({ port: 8080, dataDir: '/var/tcg', databaseUrl: 'postgres://u@h:5/db', staticDir: '/srv/web', logLevel: 'warn' });
  });

  it('reads the per-address quotas (30 an hour by default) and refuses a non-positive one', () => {
    expect(loadConfig({}, '/').quotas).toEqual({ guest: { limit: 30, windowSeconds: 3600 }, mail: { limit: 30, windowSeconds: 3600 } });
    expect(loadConfig({ GUEST_STARTS_PER_HOUR: '500', CODE_MAILS_PER_HOUR: '100' }, '/').quotas).toEqual({
      guest: { limit: 500, windowSeconds: 3600 },
      mail: { limit: 100, windowSeconds: 3600 },
    });
    expect(() => loadConfig({ GUEST_STARTS_PER_HOUR: '0' }, '/')).toThrow(/GUEST_STARTS_PER_HOUR/);
  });

  it('reads the hardening settings with their defaults, and refuses bad ones', () => {
    const defaults = loadConfig({}, '/');
    expect(defaults).toMatchObject({ sessionCap: 20, identitySignIns: { limit: 30, windowSeconds: 3600 }, httpTimeouts: { requestTimeoutMs: 30_000, headersTimeoutMs: 10_000 }, cspConnectSources: [] });
    expect(defaults.kdf.perAddress).toBe(2);
    expect(defaults.kdf.threads).toBeGreaterThanOrEqual(1);
    expect(defaults.kdf.maxQueue).toBe(defaults.kdf.threads * 8);
    const set = loadConfig(
      {
        KDF_THREADS: '3',
        KDF_QUEUE: '12',
        KDF_PER_ADDRESS: '4',
        SESSIONS_PER_ACCOUNT: '5',
        SIGN_INS_PER_IDENTITY_PER_HOUR: '60',
        REQUEST_TIMEOUT_MS: '20000',
        HEADERS_TIMEOUT_MS: '5000',
        CSP_CONNECT_SRC: 'https://rpc.coredao.org, wss://bridge.tonapi.io',
        GOOGLE_JWKS_URL: 'https://idp.example/certs',
      },
      '/',
    );
    expect(set).toMatchObject({
      kdf: { threads: 3, maxQueue: 12, perAddress: 4 },
      sessionCap: 5,
      identitySignIns: { limit: 60, windowSeconds: 3600 },
      httpTimeouts: { requestTimeoutMs: 20_000, headersTimeoutMs: 5000 },
      cspConnectSources: ['https://rpc.coredao.org', 'wss://bridge.tonapi.io'],
    });
    expect(set.auth.oidc.google.jwksUrl).toBe('https://idp.example/certs');
    expect(() => loadConfig({ KDF_THREADS: '0', CSP_CONNECT_SRC: "'unsafe-inline'", REQUEST_TIMEOUT_MS: '10' }, '/')).toThrow(/KDF_THREADS[\s\S]*REQUEST_TIMEOUT_MS[\s\S]*CSP_CONNECT_SRC|KDF_THREADS/);
    expect(() => loadConfig({ APPLE_JWKS_URL: 'http://idp.example/keys' }, '/')).toThrow(ConfigError);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }, '/').databaseUrl).toBeUndefined();
  });

  it('fails fast naming every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
  });
});
