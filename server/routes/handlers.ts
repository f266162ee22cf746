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
import { fragmentStoreHandlers } from './fragmentStore/fragmentStoreHandlers';
import { inviteHandlers } from './invites/inviteHandlers';
import { mysteryHandlers } from './mystery/mysteryHandlers';
import { createLogger } from '../logger';
import { purchaseDeps, type PurchaseDeps } from './purchases/purchaseDeps';
import { purchaseHandlers } from './purchases/purchaseHandlers';
import { getNoticeHandler, listNoticesHandler } from './noticeHandlers';
import { lookupWhitelistHandler } from './whitelistHandlers';

/** What the handlers depend on. */
export interface HandlerDeps {
  database: Database;
  repositories: Repositories;
  version: string;
  accounts: AccountDeps;
  /** The App Store and Telegram Stars channels (issue 11). */
  purchases?: PurchaseDeps;
}

/** The handler of every endpoint in `api` (the type makes a missing one a compile error). */
export function createHandlers({ database, repositories, version, accounts, purchases }: HandlerDeps): Handlers<typeof api> {
  return {
    health: healthHandler(database, version, databaseCheck(() => database.ping())),
    listNotices: listNoticesHandler(repositories.notices),
    getNotice: getNoticeHandler(repositories.notices),
    lookupWhitelist: lookupWhitelistHandler(repositories.whitelist),
    ...accountHandlers(accounts),
    ...cardHandlers({ db: accounts.db, now: accounts.now }),
    ...teamHandlers({ db: accounts.db, now: accounts.now }),
    ...mysteryHandlers({ db: accounts.db, now: accounts.now }),
    ...fragmentStoreHandlers({ db: accounts.db, now: accounts.now }),
    ...inviteHandlers({ db: accounts.db, now: accounts.now, trustProxy: accounts.trustProxy, botUsername: accounts.auth.telegram.botUsername }),
    ...purchaseHandlers(purchases ?? purchaseDeps(accounts.db, accounts.now, createLogger('silent'), { apple: null, stars: null })),
  };
}
