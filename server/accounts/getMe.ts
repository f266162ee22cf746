import type { AccountMe } from '../../src/contracts/accounts/account';
import { accountSettingsOf, accountSummaryOf, linkedIdentityOf, readAccountMe } from '../db/accountRepository';
import type { Db } from '../db/database';
import { staminaView, type StaminaConfig } from '../domain/economy/stamina';

/**
 * The signed-in player's own view: profile, settings, linked methods, balances and stamina, read in one round
 * trip (`readAccountMe`), so /me costs the session lookup plus one query.
 */
export async function getMe(deps: { db: Db; stamina: StaminaConfig }, input: { playerId: string; now: Date }): Promise<AccountMe> {
  const rows = await readAccountMe(deps.db, input.playerId);
  // A session outlives its account only if the account was deleted mid-request.
  if (!rows) throw new Error(`account ${input.playerId} of a live session does not exist`);
  return {
    account: accountSummaryOf(rows.account, rows.identities),
    settings: accountSettingsOf(rows.account),
    identities: rows.identities.map(linkedIdentityOf),
    balances: rows.balances,
    stamina: staminaView(rows.stamina, input.now, deps.stamina),
  };
}
