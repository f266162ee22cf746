import type { lookupWhitelist as lookupWhitelistEndpoint } from '../../src/contracts/api';
import type { Handler } from '../http/registerEndpoints';
import { lookupWhitelist, type LookupWhitelistDeps } from '../whitelist/lookupWhitelist';

/** GET /api/whitelist/:address: the contract already normalised the address, so any spelling matches. */
export function lookupWhitelistHandler(deps: LookupWhitelistDeps): Handler<typeof lookupWhitelistEndpoint> {
  return ({ params }) => lookupWhitelist(deps, { address: params.address });
}
