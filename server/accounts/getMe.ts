import type { AccountMe } from '../../src/contracts/accounts/account';
import type { AppDeps } from '../appDeps';
import { firstRunStep } from '../../src/contracts/accounts/firstRun';
import { accountSettingsOf, accountSummaryOf, linkedIdentityOf } from '../db/accountRepository';
import { staminaView } from '../domain/economy/stamina';
import type { AccountViewCache } from './accountViewCache';

/**
 * The signed-in player's own view: profile, settings, linked methods, balances and stamina, read in one round
 * trip (`readAccountMe`), so /me costs the session lookup plus one query; on PGlite the rows are kept until a
 * write names their tables (`accountViews`), so a repeated /me with a cached session costs none. Stamina is
 * projected to `now` on every answer.
 */
export async function getMe(
  deps: Pick<AppDeps, 'db' | 'repositories' | 'stamina'> & { accountViews?: AccountViewCache | null },
  input: { playerId: string; now: Date },
): Promise<AccountMe> {
  const load = () => deps.repositories.accounts.readAccountMe(deps.db, input.playerId);
  const rows = deps.accountViews ? await deps.accountViews.read(input.playerId, load) : await load();
  // A session outlives its account only if the account was deleted mid-request.
  if (!rows) throw new Error(`account ${input.playerId} of a live session does not exist`);
  return {
    account: accountSummaryOf(rows.account, rows.identities),
    settings: accountSettingsOf(rows.account),
    identities: rows.identities.map(linkedIdentityOf),
    // A copy: the rows may be the account view cache's, shared by every request until the next write.
    balances: { ...rows.balances },
    stamina: staminaView(rows.stamina, input.now, deps.stamina),
    firstRun: firstRunStep.catch('done').parse(rows.account.firstRun),
  };
}
