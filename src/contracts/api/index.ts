import { accountsApi } from '../accounts';
import { cardsApi } from '../cards';
import { teamsApi } from '../teams/teamEndpoints';
// market branch: conversions, market, reports
import { conversionsApi } from '../conversions';
import { marketApi } from '../market';
import { reportsApi } from '../reports';
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
  // market branch: conversions, market, reports
  ...conversionsApi,
  ...marketApi,
  ...reportsApi,
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
