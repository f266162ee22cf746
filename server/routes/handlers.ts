import type { api } from '../../src/contracts/api';
import type { Database } from '../db/database';
import type { Repositories } from '../db/repositories';
import { databaseCheck } from '../health/databaseCheck';
import type { Handlers } from '../http/registerEndpoints';
import type { AccountRouteDeps } from './accounts/accountRouteDeps';
import { accountHandlers } from './accounts/accountHandlers';
import { cardHandlers } from './cards/cardHandlers';
import { healthHandler } from './healthHandler';
import { teamHandlers } from './teams/teamHandlers';
import { battleHandlers } from './battles/battleHandlers';
import { rankingHandlers } from './rankings/rankingHandlers';
import { inlineSimulator, type BattleSimulator } from '../battles/battleSimulator';
import { depositHandlers } from './deposits/depositHandlers';
import type { ChainConfig } from '../chain/chainConfig';
import { conversionHandlers } from './conversions/conversionHandlers';
import { marketHandlers } from './market/marketHandlers';
import { fragmentStoreHandlers } from './fragmentStore/fragmentStoreHandlers';
import { inviteHandlers } from './invites/inviteHandlers';
import { mysteryHandlers } from './mystery/mysteryHandlers';
import type { PurchaseDeps } from './purchases/purchaseDeps';
import { purchaseHandlers } from './purchases/purchaseHandlers';

import { reportHandlers } from './reports/reportHandlers';
import { shareHandlers } from './share/shareHandlers';
import type { ShareDeps } from '../share/prepareShare';
import { seasonHandlers } from './seasons/seasonHandlers';
import { questHandlers } from './quests/questHandlers';
import { DEFAULT_SEASON_CONFIG, type SeasonConfig } from '../seasons/seasonConfig';
import { getNoticeHandler, listNoticesHandler } from './noticeHandlers';
import { lookupWhitelistHandler } from './whitelistHandlers';
import { walletHandlers } from './wallets/walletHandlers';
import { tournamentHandlers } from './tournaments/tournamentHandlers';
import { spectateHandlers } from './spectate/spectateHandlers';
import { DEFAULT_WALLET_SIGN_IN, type WalletSignInConfig } from '../wallets/walletSignInRules';

/** What the handlers depend on. */
export interface HandlerDeps {
  database: Database;
  repositories: Repositories;
  version: string;
  accounts: AccountRouteDeps;
  /** Where battles are played: a worker pool in the server, on the event loop by default. */
  simulate?: BattleSimulator;
  /** Gold-coin deposits on Core (CHAIN_*); undefined: deposits are off. */
  chain?: ChainConfig;
  /** Wallet sign-in: allowed domains and the SIWE chain. */
  wallets?: WalletSignInConfig;
  /** The App Store and Telegram Stars channels. */
  purchases: PurchaseDeps;
  /** Sharing into Telegram: the bot, its Bot API client and the pictures (null parts: not configured). */
  share: Omit<ShareDeps, 'db'>;
  /** Ranked seasons (SEASON_DAYS …); default four weeks. */
  seasons?: SeasonConfig;
}

/** The handler of every endpoint in `api` (the type makes a missing one a compile error). */
export function createHandlers({ database, repositories, version, accounts, wallets, chain, purchases, share, simulate = inlineSimulator, seasons = DEFAULT_SEASON_CONFIG }: HandlerDeps): Handlers<typeof api> {
  return {
    health: healthHandler(database, version, databaseCheck(() => database.ping())),
    listNotices: listNoticesHandler(repositories.notices),
    getNotice: getNoticeHandler(repositories.notices),
    lookupWhitelist: lookupWhitelistHandler(repositories.whitelist),
    ...accountHandlers(accounts),
    ...cardHandlers({ db: accounts.db, now: accounts.now }),
    ...teamHandlers({ db: accounts.db, now: accounts.now }),
    // Battles and rankings.
    ...battleHandlers({ db: accounts.db, now: accounts.now, stamina: accounts.stamina, simulate }),
    ...rankingHandlers({ db: accounts.db, now: accounts.now }),
    // Wallets and deposits.
    ...depositHandlers({ db: accounts.db, chain }),
    ...walletHandlers(accounts, wallets ?? DEFAULT_WALLET_SIGN_IN),
    // Conversions and the card market.
    ...conversionHandlers({ db: accounts.db }),
    ...marketHandlers({ db: accounts.db, now: accounts.now }),
    // Shops, invites and purchases.
    ...mysteryHandlers({ db: accounts.db, now: accounts.now }),
    ...fragmentStoreHandlers({ db: accounts.db, now: accounts.now }),
    ...inviteHandlers({ db: accounts.db, now: accounts.now, trustProxy: accounts.trustProxy, botUsername: accounts.auth.telegram.botUsername }),
    ...purchaseHandlers(purchases),
    // Player issue reports.
    ...reportHandlers({ db: accounts.db, now: accounts.now }),
    // Sharing into Telegram.
    ...shareHandlers({ db: accounts.db, trustProxy: accounts.trustProxy, ...share }),
    // Ranked seasons, daily quests and the login streak.
    ...seasonHandlers({ db: accounts.db, now: accounts.now, lengthDays: seasons.lengthDays }),
    ...questHandlers({ db: accounts.db, now: accounts.now }),
    // Tournaments and spectating.
    ...tournamentHandlers({ db: accounts.db, now: accounts.now }),
    ...spectateHandlers({ db: accounts.db, now: accounts.now }),
  };
}
