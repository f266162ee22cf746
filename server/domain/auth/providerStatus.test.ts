import { describe, expect, it } from 'vitest';
import { providerStatus as providerStatusSchema } from '../../../src/contracts/accounts/oidcEndpoints';
import { authConfigFromEnv } from './authConfig';
import { providerStatus } from './providerStatus';

describe('providerStatus', () => {
  it('reports nothing but email and guest on a bare environment', () => {
    const status = providerStatus(authConfigFromEnv({}));
    expect(status).toEqual({
      email: true,
      guest: true,
      telegram: { configured: false, botUsername: null },
      google: { configured: false, clientId: null },
      apple: { configured: false, clientId: null },
    });
    expect(providerStatusSchema.parse(status)).toEqual(status);
  });

  it('reports configured providers with their public ids, never the bot token', () => {
    const status = providerStatus(
      authConfigFromEnv({ TELEGRAM_BOT_TOKEN: '123:secret', TELEGRAM_BOT_USERNAME: '@tcg_bot', GOOGLE_CLIENT_ID: 'g1,g2', APPLE_SERVICE_ID: 'com.tcg.web' }),
    );
    expect(status.telegram).toEqual({ configured: true, botUsername: 'tcg_bot' });
    expect(status.google).toEqual({ configured: true, clientId: 'g1' });
    expect(status.apple).toEqual({ configured: true, clientId: 'com.tcg.web' });
    expect(JSON.stringify(status)).not.toContain('secret');
  });
});

describe('authConfigFromEnv', () => {
  it('uses 24 h for initData and 1 h for the widget by default, and reads overrides', () => {
    expect(authConfigFromEnv({}).telegram.miniApp.maxAgeSeconds).toBe(86_400);
    expect(authConfigFromEnv({}).telegram.widget.maxAgeSeconds).toBe(3_600);
    expect(authConfigFromEnv({ TELEGRAM_INIT_DATA_MAX_AGE: '600' }).telegram.miniApp.maxAgeSeconds).toBe(600);
  });
  it('fails loudly on a malformed window', () => {
    expect(() => authConfigFromEnv({ TELEGRAM_WIDGET_MAX_AGE: '1h' })).toThrow(/TELEGRAM_WIDGET_MAX_AGE/);
  });
});
