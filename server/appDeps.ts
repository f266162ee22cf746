import type { AccountServices } from './accounts/accountDeps';
import type { BattleSimulator } from './battles/battleSimulator';
import type { ChainConfig } from './chain/chainConfig';
import type { Database, Db } from './db/database';
import type { Repositories } from './db/repositories';
import type { Authenticator } from './http/authenticator';
import type { Logger } from './logger';
import type { PurchaseChannels } from './purchases/purchaseChannels';
import type { SeasonConfig } from './seasons/seasonConfig';
import type { ShareServices } from './share/shareServices';
import type { WalletSignInConfig } from './wallets/walletSignInRules';

/**
 * Everything the app's handlers and use cases are built from, resolved once in `createApp`: the database, the
 * repositories, the clock, the configuration and the adapters. No area owns it: each area's handlers and use cases
 * declare only the fields they use (a `Pick<AppDeps, ...>`), so a test builds just those.
 */
export interface AppDeps extends AccountServices {
  database: Database;
  /** `database.db`: what repositories run on (or a transaction of it). */
  db: Db;
  /** The clock. Tests inject a fake one (stamina, expiry, rate-limit windows, seasons). */
  now: () => Date;
  /** For failures a handler survives (a notification mail that could not be sent). */
  logger: Logger;
  /** The build's version (GET /api/health). */
  version: string;
  /** Every repository (`db/repositories.ts`); a test may swap one. */
  repositories: Repositories;
  /** Finds the player of a request (public endpoints link when signed in). */
  authenticate: Authenticator;
  /** Where battles are played: a worker pool in the server, on the event loop in tests. */
  simulate: BattleSimulator;
  /** Gold-coin deposits on Core (CHAIN_*); undefined: deposits are off. */
  chain: ChainConfig | undefined;
  /** Wallet sign-in: allowed domains and the SIWE chain. */
  wallets: WalletSignInConfig;
  /** The App Store and Telegram Stars channels. */
  purchases: PurchaseChannels;
  /** Sharing into Telegram: the bot, its Bot API client and the pictures (null parts: not configured). */
  share: ShareServices;
  /** Ranked seasons (SEASON_DAYS …). */
  seasons: SeasonConfig;
}
