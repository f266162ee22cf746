import { accountsApi } from '../accounts';
import { cardsApi } from '../cards';
import { teamsApi } from '../teams/teamEndpoints';
import { battlesApi } from '../battles';
import { depositsApi } from '../deposits/depositEndpoints';
import { walletsApi } from '../wallets/walletEndpoints';
import { conversionsApi } from '../conversions';
import { marketApi } from '../market';
import { fragmentStoreApi } from '../fragmentStore';
import { invitesApi } from '../invites';
import { mysteryApi } from '../mystery';
import { purchasesApi } from '../purchases';

import { reportsApi } from '../reports';
import { shareApi } from '../share';
import { seasonsApi } from '../seasons';
import { questsApi } from '../quests';
import { tournamentsApi } from '../tournaments';
import { spectateApi } from '../spectate';
import { health } from './health';
import { getNotice, listNotices } from './notices';
import { lookupWhitelist } from './whitelist';

/** Every endpoint of the game API. The server must register a handler for each; OpenAPI is generated from this. */
export const api = {
  health,
  listNotices,
  getNotice,
  lookupWhitelist,
  ...accountsApi,
  ...cardsApi,
  ...teamsApi,
  ...battlesApi,
  ...depositsApi,
  ...walletsApi,
  // Conversions and the card market.
  ...conversionsApi,
  ...marketApi,
  // Shops, invites and purchases.
  ...mysteryApi,
  ...fragmentStoreApi,
  ...invitesApi,
  ...purchasesApi,
  // Player issue reports.
  ...reportsApi,
  // Sharing into Telegram.
  ...shareApi,
  // Ranked seasons, daily quests and the login streak.
  ...seasonsApi,
  ...questsApi,
  // Tournaments and spectating.
  ...tournamentsApi,
  ...spectateApi,
} as const;

/** Names of the endpoints in {@link api}. */
export type ApiName = keyof typeof api;

export * from './endpoint';
export * from './apiError';
export * from './csrf';
export * from './pagination';
export * from './health';
export * from './notices';
export * from './whitelist';
export * from './walletAddress';
export * from './refusal';
