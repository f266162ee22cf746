import type { Db } from '../db/database';
import type { WhitelistRepository } from '../db/whitelistRepository';

/** What the whitelist lookup needs. */
export interface LookupWhitelistDeps {
  db: Db;
  whitelist: WhitelistRepository;
}

/** Whether an address (already normalised by the contract, so any spelling matches) is on the whitelist. */
export async function lookupWhitelist(deps: LookupWhitelistDeps, input: { address: string }): Promise<{ address: string; whitelisted: boolean }> {
  return { address: input.address, whitelisted: await deps.whitelist.isWhitelisted(deps.db, input.address) };
}
