import type { api } from '../../src/contracts/api';
import type { AppDeps } from '../appDeps';
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
  return {
    health: healthHandler(deps),
    listNotices: listNoticesHandler(deps),
    getNotice: getNoticeHandler(deps),
    lookupWhitelist: lookupWhitelistHandler(deps),
    ...accountHandlers(deps),
    ...cardHandlers(deps),
    ...teamHandlers(deps),
    // Battles and rankings.
    ...battleHandlers(deps),
    ...rankingHandlers(deps),
    // Wallets and deposits.
    ...depositHandlers(deps),
    ...walletHandlers(deps),
    // Conversions and the card market.
    ...conversionHandlers(deps),
    ...marketHandlers(deps),
    // Shops, invites and purchases.
    ...mysteryHandlers(deps),
    ...fragmentStoreHandlers(deps),
    ...inviteHandlers(deps),
    ...purchaseHandlers(deps),
    // Player issue reports.
    ...reportHandlers(deps),
    // Sharing into Telegram.
    ...shareHandlers(deps),
    // Ranked seasons, daily quests and the login streak.
    ...seasonHandlers(deps),
    ...questHandlers(deps),
    // Tournaments and spectating.
    ...tournamentHandlers(deps),
    ...spectateHandlers(deps),
  };
}
