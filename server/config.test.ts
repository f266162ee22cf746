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

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }, '/').databaseUrl).toBeUndefined();
  });

  it('fails fast naming every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
  });
});
