import { readFileSync } from 'node:fs';
import { Environment } from '@apple/app-store-server-library';
import { botApiBaseUrlFromEnv } from '../adapters/telegramBotApi';

/** The App Store side: what SignedDataVerifier checks (docs/ECONOMY.md "In-app purchases"). */
export interface AppleIapConfig {
  /** DER (or PEM) root certificates: Apple Root CA G3 from apple.com/certificateauthority in production. */
  rootCertificates: Buffer[];
  bundleId: string;
  /** The app's Apple ID (required by the library in Production). */
  appAppleId: number | undefined;
  environment: Environment;
  /** Revocation (OCSP) and expiry checks against the current date; on by default in Production. */
  onlineChecks: boolean;
}

/** The Telegram Stars side: the bot that sends invoices and receives the payment webhook. */
export interface StarsConfig {
  botToken: string;
  /** Bot API base URL (https://api.telegram.org; a local stand-in in tests). */
  apiBaseUrl: string;
  /** The webhook's secret token (setWebhook secret_token), checked on every update. */
  webhookSecret: string;
}

/** Both payment channels; a channel left unconfigured answers `channel_unavailable`. */
export interface PurchaseConfig {
  apple: AppleIapConfig | null;
  stars: StarsConfig | null;
  /**
   * TEST ONLY: accept the Xcode and LocalTesting environments, whose data SignedDataVerifier does not check.
   * Never read from the environment, so a deployed server always refuses them.
   */
  allowUnsignedEnvironments?: boolean;
}

/** The variables {@link purchaseConfigFromEnv} reads. */
export type PurchaseEnv = Record<string, string | undefined>;

function readCertificate(file: string): Buffer {
  const bytes = readFileSync(file);
  const text = bytes.toString('latin1');
  if (!text.includes('-----BEGIN CERTIFICATE-----')) return bytes;
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  return Buffer.from(body, 'base64');
}

/**
 * Reads the purchase settings: APPLE_IAP_ROOT_CERTS (comma-separated certificate files) + APPLE_IAP_BUNDLE_ID
 * enable the App Store channel, with APPLE_IAP_ENVIRONMENT (Sandbox or Production; Xcode and LocalTesting are
 * refused), APPLE_IAP_APP_APPLE_ID (Production) and APPLE_IAP_ONLINE_CHECKS (default on in Production);
 * TELEGRAM_BOT_TOKEN + TELEGRAM_WEBHOOK_SECRET enable Stars, with TELEGRAM_BOT_API_URL. Throws on a bad value.
 */
export function purchaseConfigFromEnv(env: PurchaseEnv): PurchaseConfig {
  const certs = (env.APPLE_IAP_ROOT_CERTS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const bundleId = env.APPLE_IAP_BUNDLE_ID?.trim() ?? '';
  let apple: AppleIapConfig | null = null;
  if (certs.length > 0 || bundleId) {
    if (certs.length === 0 || !bundleId) throw new Error('APPLE_IAP_ROOT_CERTS and APPLE_IAP_BUNDLE_ID must be set together');
    const raw = env.APPLE_IAP_ENVIRONMENT?.trim() || 'Sandbox';
    if (raw !== Environment.SANDBOX && raw !== Environment.PRODUCTION) throw new Error(`APPLE_IAP_ENVIRONMENT must be Sandbox or Production (Xcode and LocalTesting data is unsigned), got "${raw}"`);
    const appAppleId = env.APPLE_IAP_APP_APPLE_ID?.trim() ? Number(env.APPLE_IAP_APP_APPLE_ID) : undefined;
    if (appAppleId !== undefined && !Number.isSafeInteger(appAppleId)) throw new Error('APPLE_IAP_APP_APPLE_ID must be a number');
    if (raw === Environment.PRODUCTION && appAppleId === undefined) throw new Error('APPLE_IAP_APP_APPLE_ID is required in Production');
    const online = env.APPLE_IAP_ONLINE_CHECKS?.trim();
    apple = {
      rootCertificates: certs.map(readCertificate),
      bundleId,
      appAppleId,
      environment: raw,
      onlineChecks: online ? online === '1' || online === 'true' : raw === Environment.PRODUCTION,
    };
  }
  const botToken = env.TELEGRAM_BOT_TOKEN?.trim() ?? '';
  const webhookSecret = env.TELEGRAM_WEBHOOK_SECRET?.trim() ?? '';
  if (webhookSecret && !/^[A-Za-z0-9_-]{1,256}$/.test(webhookSecret)) throw new Error('TELEGRAM_WEBHOOK_SECRET must be 1-256 of A-Z a-z 0-9 _ -');
  const stars = botToken && webhookSecret ? { botToken, webhookSecret, apiBaseUrl: botApiBaseUrlFromEnv(env) } : null;
  return { apple, stars };
}
