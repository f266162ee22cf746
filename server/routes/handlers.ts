import type { api } from '../../src/contracts/api';
import type { Database } from '../db/database';
import type { Repositories } from '../db/repositories';
import { databaseCheck } from '../health/databaseCheck';
import type { Handlers } from '../http/registerEndpoints';
import type { AccountDeps } from './accounts/accountDeps';
import { accountHandlers } from './accounts/accountHandlers';
import { cardHandlers } from './cards/cardHandlers';
import { healthHandler } from './healthHandlers';
import { teamHandlers } from './teams/teamHandlers';
import { depositHandlers } from './deposits/depositHandlers';
import type { ChainConfig } from '../chain/chainConfig';
import { getNoticeHandler, listNoticesHandler } from './noticeHandlers';
import { lookupWhitelistHandler } from './whitelistHandlers';
import { walletHandlers } from './wallets/walletHandlers';
import { DEFAULT_WALLET_SIGN_IN, type WalletSignInConfig } from '../wallets/walletSignInRules';

/** What the handlers depend on. */
export interface HandlerDeps {
  database: Database;
  repositories: Repositories;
  version: string;
  accounts: AccountDeps;
  /** Gold-coin deposits on Core (CHAIN_*); undefined: deposits are off. */
  chain?: ChainConfig;
  /** Wallet sign-in: allowed domains and the SIWE chain. */
  wallets?: WalletSignInConfig;
}

/** The handler of every endpoint in `api` (the type makes a missing one a compile error). */
export function createHandlers({ database, repositories, version, accounts, wallets, chain }: HandlerDeps): Handlers<typeof api> {
  return {
    health: healthHandler(database, version, databaseCheck(() => database.ping())),
    listNotices: listNoticesHandler(repositories.notices),
    getNotice: getNoticeHandler(repositories.notices),
    lookupWhitelist: lookupWhitelistHandler(repositories.whitelist),
    ...accountHandlers(accounts),
    ...cardHandlers({ db: accounts.db, now: accounts.now }),
    ...teamHandlers({ db: accounts.db, now: accounts.now }),
    ...depositHandlers({ db: accounts.db, chain }),
    ...walletHandlers(accounts, wallets ?? DEFAULT_WALLET_SIGN_IN),
  };
}
