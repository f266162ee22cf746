import type { lookupWhitelist } from '../../src/contracts/api';
import type { WhitelistRepository } from '../db/whitelistRepository';
import type { Handler } from '../http/registerEndpoints';

/** GET /api/whitelist/:address: the contract already normalised the address, so any spelling matches. */
export function lookupWhitelistHandler(whitelist: WhitelistRepository): Handler<typeof lookupWhitelist> {
  return async ({ params }) => ({ address: params.address, whitelisted: await whitelist.isWhitelisted(params.address) });
}
