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
// market branch: conversions, market, reports
import { conversionHandlers } from './conversions/conversionHandlers';
import { marketHandlers } from './market/marketHandlers';
import { reportHandlers } from './reports/reportHandlers';
import { getNoticeHandler, listNoticesHandler } from './noticeHandlers';
import { lookupWhitelistHandler } from './whitelistHandlers';

/** What the handlers depend on. */
export interface HandlerDeps {
  database: Database;
  repositories: Repositories;
  version: string;
  accounts: AccountDeps;
}

/** The handler of every endpoint in `api` (the type makes a missing one a compile error). */
export function createHandlers({ database, repositories, version, accounts }: HandlerDeps): Handlers<typeof api> {
  return {
    health: healthHandler(database, version, databaseCheck(() => database.ping())),
    listNotices: listNoticesHandler(repositories.notices),
    getNotice: getNoticeHandler(repositories.notices),
    lookupWhitelist: lookupWhitelistHandler(repositories.whitelist),
    ...accountHandlers(accounts),
    ...cardHandlers({ db: accounts.db, now: accounts.now }),
    ...teamHandlers({ db: accounts.db, now: accounts.now }),
    // market branch: conversions, market, reports
    ...conversionHandlers({ db: accounts.db }),
    ...marketHandlers({ db: accounts.db, now: accounts.now }),
    ...reportHandlers({ db: accounts.db, now: accounts.now }),
  };
}
