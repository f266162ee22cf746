import { succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import type { SavedTeam } from '../../src/contracts/teams/savedTeam';

/**
 * Deletes a slot's team in one transaction (team row, then its copies locked in id order) and frees its copies
 * unless another team holds them; when it was the defence team, the lowest remaining slot takes over. Deleting
 * an empty slot answers deleted: false, so a retry is harmless.
 */
export async function deleteTeam(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; slot: number }): Promise<Outcome<{ deleted: boolean; teams: SavedTeam[] }, never>> {
  const { accountId, slot } = input;
  const deleted = await deps.db.transaction(async (tx) => {
    await deps.repositories.teams.lockAccount(tx, accountId);
    const row = await deps.repositories.teams.lock(tx, accountId, slot);
    if (!row) return false;
    const members = await deps.repositories.teams.memberIds(tx, accountId, slot);
    await deps.repositories.cards.lockOwned(tx, accountId, members);
    await deps.repositories.teams.remove(tx, accountId, slot);
    await deps.repositories.teams.syncLocks(tx, accountId, members);
    if (row.isDefence) await deps.repositories.teams.setDefence(tx, accountId, await deps.repositories.teams.firstSlot(tx, accountId));
    return true;
  });
  return succeed({ deleted, teams: await deps.repositories.teams.list(deps.db, accountId) });
}
