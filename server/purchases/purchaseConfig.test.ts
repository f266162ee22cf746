import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { purchaseConfigFromEnv } from './purchaseConfig';

const cert = path.join(mkdtempSync(path.join(os.tmpdir(), 'tcg-cert-')), 'root.cer');
writeFileSync(cert, Buffer.from([0x30, 0x03, 0x02, 0x01, 0x01]));

describe('purchaseConfigFromEnv', () => {
  it('both channels off by default', () => {
    expect(purchaseConfigFromEnv({})).toEqual({ apple: null, stars: null });
  });

  it('reads the App Store settings; online checks default on in Production only', () => {
    expect(purchaseConfigFromEnv({ APPLE_IAP_ROOT_CERTS: cert, APPLE_IAP_BUNDLE_ID: 'game.tcg' }).apple).toMatchObject({ environment: 'Sandbox', onlineChecks: false, bundleId: 'game.tcg' });
    expect(purchaseConfigFromEnv({ APPLE_IAP_ROOT_CERTS: cert, APPLE_IAP_BUNDLE_ID: 'game.tcg', APPLE_IAP_ENVIRONMENT: 'Production', APPLE_IAP_APP_APPLE_ID: '123' }).apple).toMatchObject({ environment: 'Production', onlineChecks: true, appAppleId: 123 });
  });

  it('refuses the unsigned Xcode and LocalTesting environments and half-set channels', () => {
    for (const env of ['Xcode', 'LocalTesting']) expect(() => purchaseConfigFromEnv({ APPLE_IAP_ROOT_CERTS: cert, APPLE_IAP_BUNDLE_ID: 'x', APPLE_IAP_ENVIRONMENT: env })).toThrow(/Sandbox or Production/);
    expect(() => purchaseConfigFromEnv({ APPLE_IAP_BUNDLE_ID: 'x' })).toThrow();
    expect(() => purchaseConfigFromEnv({ APPLE_IAP_ROOT_CERTS: cert, APPLE_IAP_BUNDLE_ID: 'x', APPLE_IAP_ENVIRONMENT: 'Production' })).toThrow(/APP_APPLE_ID/);
    expect(purchaseConfigFromEnv({ TELEGRAM_BOT_TOKEN: 't' }).stars).toBeNull();
    expect(purchaseConfigFromEnv({ TELEGRAM_BOT_TOKEN: 't', TELEGRAM_WEBHOOK_SECRET: 's', TELEGRAM_BOT_API_URL: 'http://127.0.0.1:9/' }).stars).toEqual({ botToken: 't', webhookSecret: 's', apiBaseUrl: 'http://127.0.0.1:9' });
  });
});
