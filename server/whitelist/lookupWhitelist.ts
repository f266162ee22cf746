import type { AppDeps } from '../appDeps';

/** What the whitelist lookup takes from the app's dependencies. */
export type LookupWhitelistDeps = Pick<AppDeps, 'db' | 'repositories'>;

/** Whether an address (already normalised by the contract, so any spelling matches) is on the whitelist. */
export async function lookupWhitelist(deps: LookupWhitelistDeps, input: { address: string }): Promise<{ address: string; whitelisted: boolean }> {
  return { address: input.address, whitelisted: await deps.repositories.whitelist.isWhitelisted(deps.db, input.address) };
}
