import type { SignedDataVerifier } from '@apple/app-store-server-library';
import { telegramBotApi, type TelegramBotApi } from '../../adapters/telegramBotApi';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { appleVerifier } from '../../purchases/appleVerifier';
import type { PurchaseConfig } from '../../purchases/purchaseConfig';

/** What the purchase handlers need, resolved once from the configuration. */
export interface PurchaseDeps {
  db: Db;
  now: () => Date;
  logger: Logger;
  config: PurchaseConfig;
  verifier: SignedDataVerifier | null;
  botApi: TelegramBotApi | null;
}

/** Builds the verifier and the Bot API client of the configured channels. */
export function purchaseDeps(db: Db, now: () => Date, logger: Logger, config: PurchaseConfig): PurchaseDeps {
  const botApi = config.stars ? telegramBotApi({ botToken: config.stars.botToken, baseUrl: config.stars.apiBaseUrl }) : null;
  return { db, now, logger, config, verifier: appleVerifier(config), botApi };
}
