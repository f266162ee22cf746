import type { api } from '../../src/contracts/api';
import type { Database } from '../db/database';
import type { Repositories } from '../db/repositories';
import { databaseCheck } from '../health/databaseCheck';
import type { Handlers } from '../http/registerEndpoints';
import type { AccountRouteDeps } from './accounts/accountRouteDeps';
import { accountHandlers } from './accounts/accountHandlers';
import { cardHandlers } from './cards/cardHandlers';
import { healthHandler } from './healthHandlers';
import { teamHandlers } from './teams/teamHandlers';
import { battleHandlers } from './battles/battleHandlers';
import { rankingHandlers } from './rankings/rankingHandlers';
import { inlineSimulator, type BattleSimulator } from '../battles/battleSimulator';
import { getNoticeHandler, listNoticesHandler } from './noticeHandlers';
import { lookupWhitelistHandler } from './whitelistHandlers';

/** What the handlers depend on. */
export interface HandlerDeps {
  database: Database;
  repositories: Repositories;
  version: string;
  accounts: AccountRouteDeps;
  /** Where battles are played (issue 14): a worker pool in the server, on the event loop by default. */
  simulate?: BattleSimulator;
}

/** The handler of every endpoint in `api` (the type makes a missing one a compile error). */
export function createHandlers({ database, repositories, version, accounts, simulate = inlineSimulator }: HandlerDeps): Handlers<typeof api> {
  return {
    health: healthHandler(database, version, databaseCheck(() => database.ping())),
    listNotices: listNoticesHandler(repositories.notices),
    getNotice: getNoticeHandler(repositories.notices),
    lookupWhitelist: lookupWhitelistHandler(repositories.whitelist),
    ...accountHandlers(accounts),
    ...cardHandlers({ db: accounts.db, now: accounts.now }),
    ...teamHandlers({ db: accounts.db, now: accounts.now }),
    // Battles and rankings (issue 14).
    ...battleHandlers({ db: accounts.db, now: accounts.now, stamina: accounts.stamina, simulate }),
    ...rankingHandlers({ db: accounts.db, now: accounts.now }),
  };
}
