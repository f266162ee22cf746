import type { api } from '../../src/contracts/api';
import type { AppDeps } from '../appDeps';
import { databaseCheck } from '../health/databaseCheck';
import type { Handlers } from '../http/registerEndpoints';
import { accountHandlers } from './accounts/accountHandlers';
import { cardHandlers } from './cards/cardHandlers';
import { healthHandler } from './healthHandler';
import { teamHandlers } from './teams/teamHandlers';
import { battleHandlers } from './battles/battleHandlers';
import { rankingHandlers } from './rankings/rankingHandlers';
import { depositHandlers } from './deposits/depositHandlers';
import { conversionHandlers } from './conversions/conversionHandlers';
import { marketHandlers } from './listings/marketHandlers';
import { fragmentStoreHandlers } from './fragments/fragmentStoreHandlers';
import { inviteHandlers } from './invites/inviteHandlers';
import { mysteryHandlers } from './mystery/mysteryHandlers';
import { purchaseHandlers } from './purchases/purchaseHandlers';
import { reportHandlers } from './reports/reportHandlers';
import { shareHandlers } from './share/shareHandlers';
import { seasonHandlers } from './seasons/seasonHandlers';
import { questHandlers } from './quests/questHandlers';
import { getNoticeHandler, listNoticesHandler } from './noticeHandlers';
import { lookupWhitelistHandler } from './whitelistHandlers';
import { walletHandlers } from './wallets/walletHandlers';
import { tournamentHandlers } from './tournaments/tournamentHandlers';
import { spectateHandlers } from './spectate/spectateHandlers';

/** The handler of every endpoint in `api` (the type makes a missing one a compile error); each area takes what it needs from the app's dependencies. */
export function createHandlers(deps: AppDeps): Handlers<typeof api> {
  const { database, db, now, repositories } = deps;
  return {
    health: healthHandler(database, deps.version, databaseCheck(() => database.ping())),
    listNotices: listNoticesHandler({ db, notices: repositories.notices }),
    getNotice: getNoticeHandler({ db, notices: repositories.notices }),
    lookupWhitelist: lookupWhitelistHandler({ db, whitelist: repositories.whitelist }),
    ...accountHandlers(deps),
    ...cardHandlers(deps),
    ...teamHandlers(deps),
    // Battles and rankings.
    ...battleHandlers({ db, ledger: repositories.ledger, now, stamina: deps.stamina, simulate: deps.simulate }),
    ...rankingHandlers(deps),
    // Wallets and deposits.
    ...depositHandlers(deps),
    ...walletHandlers(deps, deps.wallets),
    // Conversions and the card market.
    ...conversionHandlers(deps),
    ...marketHandlers(deps),
    // Shops, invites and purchases.
    ...mysteryHandlers(deps),
    ...fragmentStoreHandlers(deps),
    ...inviteHandlers({ db, now, trustProxy: deps.trustProxy, botUsername: deps.auth.telegram.botUsername }),
    ...purchaseHandlers(deps.purchases),
    // Player issue reports.
    ...reportHandlers(deps),
    // Sharing into Telegram.
    ...shareHandlers({ db, trustProxy: deps.trustProxy, ...deps.share }),
    // Ranked seasons, daily quests and the login streak.
    ...seasonHandlers({ db, now, lengthDays: deps.seasons.lengthDays }),
    ...questHandlers(deps),
    // Tournaments and spectating.
    ...tournamentHandlers({ db, ledger: repositories.ledger, now }),
    ...spectateHandlers(deps),
  };
}
