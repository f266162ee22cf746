import { refuse, type Outcome } from '../../src/contracts/api/refusal';
import { canUnlinkIdentity } from '../../src/rules/identityRules';
import type { AppDeps } from '../appDeps';

/**
 * Unlinks a sign-in method, unless it is the account's last verified one (`canUnlinkIdentity`, the rule /setting
 * also shows). Under the account's row lock: two parallel unlinks must not both see the other identity as "the one
 * that remains".
 */
export async function unlinkIdentity(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { playerId: string; identityId: string }): Promise<Outcome<true, 'identity_not_found' | 'last_identity'>> {
  return deps.db.transaction(async (tx) => {
    await deps.repositories.accounts.lockAccount(tx, input.playerId);
    const allowed = canUnlinkIdentity(await deps.repositories.accounts.identitiesOf(tx, input.playerId), input.identityId);
    if (!allowed.ok) return refuse(allowed.reason === 'not_found' ? 'identity_not_found' : 'last_identity', { field: 'id' });
    await deps.repositories.accounts.deleteIdentity(tx, input.playerId, input.identityId);
    return { ok: true as const, value: true as const };
  });
}
