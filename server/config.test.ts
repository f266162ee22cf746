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

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }, '/').databaseUrl).toBeUndefined();
  });

  it('fails fast naming every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
  });
});
