import type { SignedDataVerifier } from '@apple/app-store-server-library';
import { telegramBotApi, type TelegramBotApi } from '../adapters/telegramBotApi';
import { appleVerifier } from './appleVerifier';
import type { PurchaseConfig } from './purchaseConfig';

/** The store channels as configured: the App Store's verifier and the Telegram Bot API client (null: channel off). */
export interface PurchaseChannels {
  config: PurchaseConfig;
  verifier: SignedDataVerifier | null;
  botApi: TelegramBotApi | null;
}

/** Builds the verifier and the Bot API client of the configured channels. */
export function purchaseChannels(config: PurchaseConfig): PurchaseChannels {
  const botApi = config.stars ? telegramBotApi({ botToken: config.stars.botToken, baseUrl: config.stars.apiBaseUrl }) : null;
  return { config, verifier: appleVerifier(config), botApi };
}
