import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../appDeps';

/**
 * The account's deposit reference (bytes32 hex), issued on first use and the same ever after. Random rather than
 * derived from the account id: a ref the server did not issue can never be guessed onto an existing account.
 * Two concurrent first calls store one ref (unique per account) and both answer it.
 */
export async function issueDepositRef(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string }): Promise<string> {
  const deposits = deps.repositories.deposits;
  return (await deposits.refOf(deps.db, input.accountId)) ?? deposits.issueRef(deps.db, input.accountId, `0x${randomBytes(32).toString('hex')}`);
}
