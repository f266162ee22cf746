import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { depositRepository } from '../db/depositRepository';

/**
 * The account's deposit reference (bytes32 hex), issued on first use and the same ever after. Random rather than
 * derived from the account id: a ref the server did not issue can never be guessed onto an existing account.
 * Two concurrent first calls store one ref (unique per account) and both answer it.
 */
export async function issueDepositRef(input: { db: Db; accountId: string }): Promise<string> {
  const deposits = depositRepository;
  return (await deposits.refOf(input.db, input.accountId)) ?? deposits.issueRef(input.db, input.accountId, `0x${randomBytes(32).toString('hex')}`);
}
